import { describe, expect, it } from 'vitest';
import { createDevMailbox, findLinks } from './dev-mailbox';
import type { MailMessage } from './mailer';

function message(to: string, subject: string, text = 'No links here.'): MailMessage {
  return { to, subject, text, html: `<p>${subject}</p>` };
}

describe('dev mailbox', () => {
  it('stores a message with an id, a timestamp and the links of its text', () => {
    const mailbox = createDevMailbox();
    const stored = mailbox.add(
      message('alice@example.org', 'Confirm', 'Open:\nhttps://wb.example/verify?token=a_B-1\n'),
    );
    expect(stored).toMatchObject({
      to: 'alice@example.org',
      subject: 'Confirm',
      html: '<p>Confirm</p>',
      links: ['https://wb.example/verify?token=a_B-1'],
    });
    expect(stored.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(stored.created_at)).not.toBeNaN();
    expect(mailbox.list()).toEqual([stored]);
  });

  it('lists newest first and filters by recipient regardless of case', () => {
    const mailbox = createDevMailbox();
    mailbox.add(message('Alice@Example.org', 'first'));
    mailbox.add(message('bob@example.org', 'second'));
    mailbox.add(message('alice@example.org', 'third'));
    expect(mailbox.list().map((m) => m.subject)).toEqual(['third', 'second', 'first']);
    expect(mailbox.list({ to: 'ALICE@example.org' }).map((m) => m.subject)).toEqual([
      'third',
      'first',
    ]);
    expect(mailbox.list({ to: 'carol@example.org' })).toEqual([]);
  });

  it('drops the oldest messages beyond its limit', () => {
    const mailbox = createDevMailbox({ limit: 3 });
    for (let i = 1; i <= 5; i++) mailbox.add(message('a@example.org', `m${i}`));
    expect(mailbox.list().map((m) => m.subject)).toEqual(['m5', 'm4', 'm3']);
  });

  it('forgets everything on clear', () => {
    const mailbox = createDevMailbox();
    mailbox.add(message('a@example.org', 'gone'));
    mailbox.clear();
    expect(mailbox.list()).toEqual([]);
  });
});

describe('findLinks', () => {
  it('finds distinct http and https URLs and leaves sentence punctuation out', () => {
    const text =
      'Go to https://a.example/x?t=1&u=2. Or (http://b.example/y), or <https://a.example/x?t=1&u=2>.\n' +
      'Not ftp://c.example or mailto:d@example.org.';
    expect(findLinks(text)).toEqual(['https://a.example/x?t=1&u=2', 'http://b.example/y']);
  });
});
