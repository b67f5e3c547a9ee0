import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printSchema } from 'graphql';
import { schema } from './schema';

/** Writes schema/schema.graphql, which codegen and the staleness check read. */
export const SCHEMA_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../schema/schema.graphql');

export function printedSchema(): string {
  return `${printSchema(schema)}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  fs.writeFileSync(SCHEMA_FILE, printedSchema());
  console.log(`Wrote ${path.relative(process.cwd(), SCHEMA_FILE)}`);
}
