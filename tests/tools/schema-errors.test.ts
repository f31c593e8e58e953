/**
 * A writer's mistake fails the build with a message in one form
 * (src/loaders/content-error.ts): the file and line, the field and the expected
 * form, and the CONTENT.md section once, with no pointer into the loaders or
 * Astro's docs (docs/decisions.md#mistakes-fail-the-build), from both loaders: an MDX document's
 * and a data list's. Each case makes one mistake in the first entry of a throwaway copy and runs
 * `astro sync`, which loads and validates every collection without building pages. What each
 * schema refuses, field by field, is tested on the schemas (tests/unit/collection-schemas.test.ts
 * and the other schema tests).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml, stringify } from 'yaml';
import { dataFiles, documents } from '~/lib/collections';
import { cleanEnv, createFixtureProject, projectRoot, type FixtureProject } from './fixture-project';

describe('a schema mistake fails naming the file, the field and the expected form', () => {
  let fx: FixtureProject;
  beforeAll(() => {
    // Validating content needs no tests and no pages.
    fx = createFixtureProject({ exclude: (path) => path.startsWith('tests/') });
  });
  afterAll(() => fx?.dispose());

  /** `astro sync` with `path` rewritten as `text`, which must fail; then the file is put back. */
  function expectRefused(path: string, text: string, field: string, expected: string) {
    const original = fx.read(path);
    fx.write(path, text);
    try {
      const result = spawnSync(process.execPath, [join(projectRoot, 'node_modules/astro/bin/astro.mjs'), 'sync'], {
        cwd: fx.dir,
        encoding: 'utf8',
        env: cleanEnv({ ASTRO_CACHE_DIR: join(fx.dir, '.cache') }),
        timeout: 120_000,
      });
      // Strip colours: the messages are checked as a writer reads them.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the terminal's color codes, which start with ESC.
      const output = (result.stdout + result.stderr).replace(/\x1b\[[0-9;]*m/g, '');
      expect(result.status, output.slice(-2000)).not.toBe(0);
      // One form: the file and line, the field and what it expects, then the CONTENT.md section once.
      expect(output).toMatch(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:\\d+ \\S*?${field}.*${expected}`));
      expect(output.match(/CONTENT\.md, "[^"]+", describes every field/g)).toHaveLength(1);
      expect(output).not.toMatch(/docs\.astro\.build|:0:0|src\/loaders\//);
    } finally {
      fx.write(path, original);
    }
  }

  it('an MDX document: a date not on the calendar', () => {
    const folder = documents.press.folder;
    const first = readdirSync(join(fx.dir, folder))
      .filter((name) => name.endsWith('.mdx'))
      .sort()[0];
    const path = `${folder}/${first}`;
    const text = fx.read(path).replace(/^date: .*$/m, 'date: 2025-02-30');
    expect(text, `${path} has a date line`).toContain('date: 2025-02-30');
    // YAML would roll February 30 over to March 2; the raw text is checked first.
    expectRefused(path, text, '\\bdate\\b', 'real calendar date');
  }, 120_000);

  it('a data list: a field its kind does not have', () => {
    const path = dataFiles.features.file;
    const data = parseYaml(fx.read(path)) as Record<string, unknown>[] | Record<string, Record<string, unknown>>;
    const [first] = Array.isArray(data) ? data : Object.values(data);
    expect(first, `${path} has an entry`).toBeDefined();
    first!.colour = 'purple';
    expectRefused(path, stringify(data), 'colour', 'is not a field of this kind');
  }, 120_000);
});
