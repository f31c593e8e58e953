/**
 * CONTENT.md cannot drift from the schemas: its field tables are generated
 * from them (scripts/lib/field-tables.ts). This test fails when a table is
 * out of date; regenerate with `npm run content:guide`.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from './fixture-project';
import { fieldTable, regenerate, schemas } from '../../scripts/lib/field-tables';

const guidePath = join(projectRoot, 'CONTENT.md');

describe('CONTENT.md', () => {
  it('lists every field of every collection exactly as the schemas define them', () => {
    const current = readFileSync(guidePath, 'utf8');
    expect(current, 'CONTENT.md is out of date with the schemas: run `npm run content:guide`').toBe(regenerate(current));
  });

  it('describes every field for writers', () => {
    for (const [name, schema] of Object.entries(schemas)) {
      const undescribed = fieldTable(schema)
        .split('\n')
        .slice(2)
        .filter((row) => row.endsWith('|  |'));
      expect(undescribed, `fields of ${name} without .describe()`).toEqual([]);
    }
  });
});
