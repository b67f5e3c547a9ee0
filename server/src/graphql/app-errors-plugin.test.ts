import { Writable } from 'node:stream';
import { createSchema, createYoga } from 'graphql-yoga';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { Context } from '../context';
import { useAppErrors } from './app-errors-plugin';

describe('useAppErrors', () => {
  it('logs the cause of an error it leaves masked, at error level', async () => {
    const lines: Array<{ level: number; msg: string; path?: string; err?: { message: string; stack?: string } }> = [];
    const logger = pino({ level: 'info' }, new Writable({ write: (chunk, _enc, done) => (lines.push(JSON.parse(String(chunk))), done()) }));
    const yoga = createYoga({
      schema: createSchema({
        typeDefs: 'type Query { broken: String }',
        resolvers: {
          Query: {
            broken: () => {
              throw new TypeError('cannot read the cause');
            },
          },
        },
      }),
      plugins: [useAppErrors()],
      logging: false,
      context: () => ({ lang: 'en', deps: { logger } }) as unknown as Context,
    });
    const res = await yoga.fetch('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ broken }' }) });
    const body = await res.json();
    expect(body.errors[0].message).toBe('Unexpected error.');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, msg: 'unexpected GraphQL error', path: 'broken', err: { message: 'cannot read the cause' } });
    expect(lines[0].err?.stack).toContain('TypeError');
  });
});
