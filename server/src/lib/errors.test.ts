import { describe, expect, it } from 'vitest';
import { AppError, asServiceUnavailable, isConnectionError, NotFoundError, ServiceUnavailableError } from './errors';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('asServiceUnavailable', () => {
  it('answers 503 for an unreachable database or Redis', () => {
    const lost = [
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      withCode('read ECONNRESET', 'ECONNRESET'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('the database system is starting up', '57P03'),
      withCode('could not receive data from server', '08006'),
      Object.assign(new Error('Reached the max retries per request limit (which is 3).'), { name: 'MaxRetriesPerRequestError' }),
      new Error('Connection is closed.'),
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'connect failed'),
      new Error('query failed', { cause: withCode('read ECONNRESET', 'ECONNRESET') }),
    ];
    for (const err of lost) {
      const answer = asServiceUnavailable(err);
      expect(answer, err.message).toBeInstanceOf(ServiceUnavailableError);
      expect(answer).toMatchObject({ code: '503', messageKey: 'serviceUnavailable', httpStatus: 503, retryAfterSeconds: 5, cause: err });
    }
  });

  it('leaves query errors, programming errors and AppErrors alone', () => {
    const others = [
      withCode('insert or update on table "monitor_devices" violates foreign key constraint', '23503'),
      withCode('invalid input syntax for type uuid: "x"', '22P02'),
      withCode('canceling statement due to statement timeout', '57014'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      new NotFoundError(),
      new AppError('429', 'rateLimited'),
      null,
      'Connection terminated',
    ];
    for (const err of others) {
      expect(isConnectionError(err)).toBe(false);
      expect(asServiceUnavailable(err)).toBeNull();
    }
  });

  it('keeps a ServiceUnavailableError as it is', () => {
    const err = new ServiceUnavailableError();
    expect(asServiceUnavailable(err)).toBe(err);
  });
});
