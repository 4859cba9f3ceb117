import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isConnectionError } from './connection-errors';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isConnectionError', () => {
  it('knows a dropped or refused database connection, also wrapped by Drizzle', () => {
    for (const err of [
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('08006'),
      withCode('ECONNREFUSED'),
      withCode('ECONNRESET'),
      new Error('Connection terminated unexpectedly'),
      new AggregateError([withCode('ECONNREFUSED')], ''),
      new DrizzleQueryError('select 1', [], withCode('57P01')),
    ]) {
      expect(isConnectionError(err), String(err)).toBe(true);
    }
  });

  it('leaves every other error to the 500 path', () => {
    for (const err of [
      withCode('23505', 'duplicate key'),
      withCode('22P02'),
      new Error('boom'),
      'Connection terminated',
      null,
    ]) {
      expect(isConnectionError(err), String(err)).toBe(false);
    }
  });
});
