import { describe, expect, it } from 'vitest';
import { defaultOfficeWorkers, OfficePool, type OfficeProcess } from './office-pool';
import type { OfficeAnswer, OfficeRequest } from './office-worker';

/** Fake LibreOffices that finish a file when the test says so, and log the order files start. */
function fakeOffice() {
  const started: string[] = [];
  const running = new Map<string, () => void>();
  let processes = 0;
  let warmed = 0;
  const start = (): OfficeProcess => {
    processes++;
    return {
      warm: () => warmed++,
      convert: (request: OfficeRequest) =>
        new Promise<OfficeAnswer>((resolve) => {
          started.push(request.filter);
          running.set(request.filter, () =>
            resolve({ pdf: new Uint8Array(), texts: [request.filter], notes: [] }),
          );
        }),
      close: async () => undefined,
    };
  };
  const finish = async (name: string) => {
    running.get(name)!();
    running.delete(name);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { start, started, finish, processes: () => processes, warmed: () => warmed };
}

const request = (name: string): OfficeRequest => ({
  data: new Uint8Array(),
  filter: name,
  export: 'pdf',
  kind: 'writer',
  maxRows: 10,
});

describe('OfficePool', () => {
  it("starts another user's file while one user's large files wait their turn", async () => {
    const office = fakeOffice();
    const pool = new OfficePool(office.start, 2);
    const heavy = ['sheet-1', 'sheet-2', 'sheet-3'].map((name) =>
      pool.convert(request(name), { owner: 'anna' }),
    );
    await Promise.resolve();
    expect(office.started).toEqual(['sheet-1']);
    // The second LibreOffice was started as soon as the first was busy, before anyone needed it.
    expect([office.processes(), office.warmed()]).toEqual([2, 1]);
    const small = pool.convert(request('letter'), { owner: 'bjorn' });
    await Promise.resolve();
    // Anna holds one process; Bjørn's letter takes the other at once.
    expect(office.started).toEqual(['sheet-1', 'letter']);
    await office.finish('letter');
    expect((await small).texts).toEqual(['letter']);
    await office.finish('sheet-1');
    expect(office.started).toEqual(['sheet-1', 'letter', 'sheet-2']);
    await office.finish('sheet-2');
    await office.finish('sheet-3');
    expect((await Promise.all(heavy)).map((answer) => answer.texts[0])).toEqual([
      'sheet-1',
      'sheet-2',
      'sheet-3',
    ]);
    expect(office.processes()).toBe(2);
    await pool.close();
  });

  it('takes turns between users waiting for one process, and drops a waiting file on abort', async () => {
    const office = fakeOffice();
    const pool = new OfficePool(office.start, 1);
    const first = pool.convert(request('a-1'), { owner: 'anna' });
    const second = pool.convert(request('a-2'), { owner: 'anna' });
    const gone = new AbortController();
    const dropped = pool.convert(request('c-1'), { owner: 'cecilie', signal: gone.signal });
    const third = pool.convert(request('b-1'), { owner: 'bjorn' });
    gone.abort(new Error('client left'));
    await expect(dropped).rejects.toThrow('client left');
    await office.finish('a-1');
    await office.finish('b-1');
    await office.finish('a-2');
    await Promise.all([first, second, third]);
    expect(office.started).toEqual(['a-1', 'b-1', 'a-2']);
    await pool.close();
  });

  it('sizes itself to the machine: two at least, four at most, 2 GB each', () => {
    const gib = 1024 ** 3;
    expect(defaultOfficeWorkers(1, 24 * gib)).toBe(2);
    expect(defaultOfficeWorkers(2, 24 * gib)).toBe(2);
    expect(defaultOfficeWorkers(16, 64 * gib)).toBe(4);
    expect(defaultOfficeWorkers(8, 4 * gib)).toBe(2);
    expect(defaultOfficeWorkers(8, 3 * gib)).toBe(1);
  });
});
