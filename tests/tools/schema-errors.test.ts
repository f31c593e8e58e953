/**
 * A writer's mistake fails the build with a message in one form
 * (src/loaders/content-error.ts): the file and line, the field and the expected
 * form, and the CONTENT.md section once, with no pointer into the loaders or
 * Astro's docs (docs/decisions.md#mistakes-fail-the-build), from both loaders: an MDX document's
 * and a data list's. Each case makes one mistake in a throwaway copy (a new document copied from
 * the collection's first entry, or the list's first entry) and runs `astro sync`, which loads and
 * validates every collection without building pages. What each schema refuses, field by field, is
 * tested on the schemas (tests/unit/collection-schemas.test.ts and the other schema tests).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml, stringify } from 'yaml';
import { dataFiles, documents, type DocumentCollection } from '~/lib/collections';
import { readFrontmatter, splitFrontmatter } from '~/lib/frontmatter';
import { cleanEnv, createFixtureProject, projectRoot, type FixtureProject } from './fixture-project';

type Data = Record<string, any>;

/** The file name of every fixture document. */
const FIXTURE = 'schema-errors-fixture';

interface Case {
  name: string;
  /** The file the fixture entry lives in, as the message must name it. */
  file: string;
  /** Write the fixture into the copy, with its mistake when `mistaken`. */
  write: (fx: FixtureProject, mistaken: boolean) => void;
  /** Put the copy back as it was. */
  undo: (fx: FixtureProject) => void;
  field: RegExp;
  expected: RegExp;
}

/**
 * A new MDX document: the collection's first file with its frontmatter run
 * through `mistake` (on a copy), written as content/<folder>/schema-errors-fixture.mdx.
 */
function documentCase(collection: DocumentCollection, mistake: (data: Data) => void, field: RegExp, expected: RegExp): Omit<Case, 'name'> {
  const file = `${collection.folder}/${FIXTURE}.mdx`;
  return {
    file,
    write(fx, mistaken) {
      const first = readdirSync(join(fx.dir, collection.folder))
        .filter((name) => name.endsWith('.mdx'))
        .sort()[0];
      expect(first, `${collection.folder} has an entry to copy`).toBeDefined();
      const text = fx.read(`${collection.folder}/${first}`);
      const data = structuredClone(readFrontmatter(text)) as Data;
      if (mistaken) mistake(data);
      fx.write(file, `---\n${stringify(data)}---\n${splitFrontmatter(text).body}`);
    },
    undo: (fx) => fx.remove(file),
    field,
    expected,
  };
}

/**
 * A YAML data file rewritten by the test: its entries as parsed, with
 * `mistake` made in the first one. (A new entry would not do: some lists,
 * like the features, only take ids the code knows.)
 */
function dataCase(path: string, mistake: (entry: Data) => void, field: RegExp, expected: RegExp): Omit<Case, 'name'> {
  let original = '';
  return {
    file: path,
    write(fx, mistaken) {
      original = fx.read(path);
      const data = parseYaml(original) as Data[] | Record<string, Data>;
      const entries = structuredClone(Array.isArray(data) ? data : Object.values(data));
      expect(entries.length, `${path} has an entry`).toBeGreaterThan(0);
      if (mistaken) mistake(entries[0]!);
      const rewritten = Array.isArray(data) ? entries : Object.fromEntries(Object.keys(data).map((id, i) => [id, entries[i]]));
      fx.write(path, stringify(rewritten));
    },
    undo: (fx) => fx.write(path, original),
    field,
    expected,
  };
}

const cases: Case[] = [
  {
    name: 'press',
    // YAML would roll February 30 over to March 2; the raw text is checked first.
    ...documentCase(
      documents.press,
      (data) => {
        data.date = '2025-02-30';
      },
      /\bdate\b/,
      /real calendar date/,
    ),
  },
  {
    name: 'features (data)',
    ...dataCase(
      dataFiles.features.file,
      (feature) => {
        feature.colour = 'purple';
      },
      /colour/,
      /is not a field of this kind/,
    ),
  },
];

describe('a schema mistake fails naming the file, the field and the expected form', () => {
  let fx: FixtureProject;
  const sync = () => {
    const result = spawnSync(process.execPath, [join(projectRoot, 'node_modules/astro/bin/astro.mjs'), 'sync'], {
      cwd: fx.dir,
      encoding: 'utf8',
      env: cleanEnv({ ASTRO_CACHE_DIR: join(fx.dir, '.cache') }),
      timeout: 120_000,
    });
    // Strip colours: the messages are checked as a writer reads them.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the terminal's color codes, which start with ESC.
    return { status: result.status, output: (result.stdout + result.stderr).replace(/\x1b\[[0-9;]*m/g, '') };
  };

  beforeAll(() => {
    // Validating content needs no tests and no pages.
    fx = createFixtureProject({ exclude: (path) => path.startsWith('tests/') });
  });
  afterAll(() => fx?.dispose());

  it.each(cases.map((c) => [c.name, c] as const))(
    '%s',
    (_name, c) => {
      c.write(fx, true);
      try {
        const result = sync();
        expect(result.status, result.output.slice(-2000)).not.toBe(0);
        // One form: the file and line, the field and what it expects, then the CONTENT.md section once.
        const line = new RegExp(`${c.file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:\\d+ \\S*?${c.field.source}.*${c.expected.source}`);
        expect(result.output).toMatch(line);
        expect(result.output.match(/CONTENT\.md, "[^"]+", describes every field/g)).toHaveLength(1);
        expect(result.output).not.toMatch(/docs\.astro\.build|:0:0|src\/loaders\//);
      } finally {
        c.undo(fx);
      }
    },
    120_000,
  );
});
