import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import { EMAIL_LINK_LIMITS } from './auth-limits';
import { maySendLink } from './email-link-limits';
import { createMemoryStore } from './memory-store';
import { createRateLimiter } from './rate-limiter';

function setup() {
  let time = 1_000_000;
  const now = () => time;
  const limiter = createRateLimiter(createMemoryStore(now), now);
  const send = (email: string, ip: string | null) =>
    maySendLink(limiter, EMAIL_LINK_LIMITS.forgot, email, ip);
  return { send, advance: (ms: number) => (time += ms) };
}

describe('e-mail link limits', () => {
  it("stop sending after a burst from one IP, without refusing it or the owner's own IP", async () => {
    const { send } = setup();
    const burst: boolean[] = [];
    for (let attempt = 0; attempt < 6; attempt++)
      burst.push(await send('kari@example.no', '192.0.2.7'));
    expect(burst).toEqual([true, true, true, false, false, false]);
    // The owner asks from home: the stranger's burst did not use up her link.
    expect(await send('Kari@Example.no', '198.51.100.4')).toBe(true);
    // The stranger's IP may still ask for other addresses, within its own limit.
    expect(await send('ola@example.no', '192.0.2.7')).toBe(true);
  });

  it('refuse an IP that asks for many addresses, with when to try again, and only that IP', async () => {
    const { send, advance } = setup();
    for (let attempt = 0; attempt < 20; attempt++)
      await send(`user${attempt}@example.no`, '192.0.2.7');
    const refused = await send('kari@example.no', '192.0.2.7').then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'RATE_LIMITED', details: { retry_after_seconds: 3600 } });
    expect(await send('kari@example.no', '198.51.100.4')).toBe(true);
    advance(60 * 60_000);
    expect(await send('kari@example.no', '192.0.2.7')).toBe(true);
  });

  it('send again from the same IP once the hour has passed', async () => {
    const { send, advance } = setup();
    for (let attempt = 0; attempt < 4; attempt++) await send('kari@example.no', '192.0.2.7');
    expect(await send('kari@example.no', '192.0.2.7')).toBe(false);
    advance(60 * 60_000);
    expect(await send('kari@example.no', '192.0.2.7')).toBe(true);
  });
});
