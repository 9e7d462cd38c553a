import { describe, expect, it } from 'vitest';
import { loggableError } from './loggable-error';

describe('loggableError', () => {
  it('drops the parameters of a failed query but keeps the SQL and driver code', () => {
    const cause = Object.assign(new Error('duplicate key value'), { code: '23505' });
    const error = Object.assign(
      new Error('Failed query: insert … params: kari@nav.no,$argon2id$x'),
      {
        name: 'DrizzleQueryError',
        query: 'insert into "users" ("email") values ($1)',
        params: ['kari@nav.no', '$argon2id$x'],
        cause,
      },
    );
    const logged = JSON.stringify(loggableError(error));
    expect(logged).not.toContain('kari@nav.no');
    expect(logged).not.toContain('argon2id');
    expect(logged).toContain('insert into \\"users\\"');
    expect(logged).toContain('23505');
  });

  it('passes other errors through', () => {
    const error = new Error('boom');
    expect(loggableError(error)).toBe(error);
  });
});
