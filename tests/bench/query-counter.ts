// Loaded into a bench server process with `--import` (BENCH_QUERY_COUNT_FILE set): counts the
// statements the server sends to its database, PostgreSQL (node-postgres) or the embedded
// PGlite, and writes the running total to that file whenever the process gets SIGUSR2.
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

const file = process.env.BENCH_QUERY_COUNT_FILE;
let queries = 0;

function counted<T extends object>(proto: T, method: keyof T): void {
  const original = proto[method] as (...args: unknown[]) => unknown;
  Object.defineProperty(proto, method, {
    configurable: true,
    writable: true,
    value: function (this: unknown, ...args: unknown[]) {
      queries++;
      return original.apply(this, args);
    },
  });
}

if (file) {
  counted(pg.Client.prototype, 'query');
  counted(PGlite.prototype, 'query');
  // Written beside and renamed, so the bench never reads a file that is there but still empty.
  process.on('SIGUSR2', () => {
    fs.writeFileSync(`${file}.part`, String(queries));
    fs.renameSync(`${file}.part`, file);
  });
}
