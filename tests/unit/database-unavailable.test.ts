import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../server/db';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

/** Which errors of node-postgres and PostgreSQL are an unavailable database (503), and which are the request's own. */
describe('isDatabaseUnavailable', () => {
  it('is true for a database that is down, restarting, unreachable or out of connections', () => {
    for (const error of [
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      withCode('read ECONNRESET', 'ECONNRESET'),
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('the database system is starting up', '57P03'),
      withCode('canceling statement due to statement timeout', '57014'),
      withCode('sorry, too many clients already', '53300'),
      withCode('terminating connection due to idle-in-transaction timeout', '25P03'),
      withCode('connection failure', '08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('timeout exceeded when trying to connect'),
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'connect failed'),
      new Error('wrapped', { cause: withCode('the database system is shutting down', '57P03') }),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
    }
  });

  it('is false for errors of the request or the code', () => {
    for (const error of [
      withCode('duplicate key value violates unique constraint', '23505'),
      withCode('invalid input syntax for type uuid', '22P02'),
      withCode('deadlock detected', '40P01'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      'a string',
      undefined,
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});
