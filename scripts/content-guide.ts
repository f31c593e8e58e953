#!/usr/bin/env node
/**
 * Rewrites CONTENT.md's field tables from the content schemas
 * (scripts/lib/field-tables.ts).
 *
 *   npm run content:guide              rewrite the tables
 *   npm run content:guide -- --check   exit 1 if CONTENT.md is out of date
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { regenerate } from './lib/field-tables.ts';

const root = new URL('..', import.meta.url).pathname;
const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
const path = `${root}CONTENT.md`;
const current = readFileSync(path, 'utf8');
const expected = regenerate(current);
if (current === expected) {
  console.log('CONTENT.md field tables are up to date.');
} else if (values.check) {
  console.error('CONTENT.md is out of date with the schemas: run `npm run content:guide`.');
  process.exit(1);
} else {
  writeFileSync(path, expected);
  console.log('CONTENT.md field tables rewritten from the schemas.');
}
