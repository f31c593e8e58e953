/**
 * A writer's mistake fails the build with a message that names the file, the
 * field and the expected form (docs/decisions.md#mistakes-fail-the-build), for every kind of content. Each case
 * breaks one file in a throwaway copy and runs `astro sync`, which loads and
 * validates every collection without building pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { cleanEnv, createFixtureProject, projectRoot, type FixtureProject } from './fixture-project';

interface Case {
  collection: string;
  file: string;
  /** Turn the file's text into the mistaken version. */
  mistake: (text: string) => string;
  field: RegExp;
  expected: RegExp;
}

const cases: Case[] = [
  {
    collection: 'press',
    file: 'content/press/musical-ai.mdx',
    mistake: (t) => t.replace('date: 2025-01-17', 'date: 2025-02-30'),
    field: /\bdate\b/,
    expected: /2025-01-17|real calendar date/,
  },
  {
    collection: 'investorUpdates',
    file: 'content/investor-updates/november-2024.mdx',
    mistake: (t) => t.replace(/^summary: .*\n/m, ''),
    field: /\bsummary\b/,
    expected: /expected string|required/i,
  },
  {
    collection: 'case-studies',
    file: 'content/case-studies/producer-statements.mdx',
    mistake: (t) => t.replace('category: producer', 'category: producers'),
    field: /\bcategory\b/,
    expected: /must be one of artist, producer, songwriter, label, publisher/,
  },
  {
    collection: 'legal',
    file: 'content/legal/dmca.mdx',
    mistake: (t) => t.replace(/effectiveDate: \d{4}-\d{2}-\d{2}/, 'effectiveDate: January 15, 2025'),
    field: /\beffectiveDate\b/,
    expected: /date like 2025-01-15/,
  },
  {
    collection: 'team (data)',
    file: 'content/data/company/team.yaml',
    mistake: (t) => t.replace('linkedin: https://linkedin.example/in/daniel-reyes', 'linkedin: linkedin.example/in/daniel-reyes'),
    field: /linkedin/,
    expected: /URL/i,
  },
  {
    collection: 'features (data)',
    file: 'content/data/product/features.yaml',
    mistake: (t) => t.replace('- id: story-to-splits\n  icon: story', '- id: story-to-splits\n  icon: story\n  colour: purple'),
    field: /colour/,
    expected: /unrecognized|unknown/i,
  },
  {
    collection: 'tool catalog (data)',
    file: 'content/data/marketing/tool-catalog.yaml',
    mistake: (t) => t.replace('  avgCost: $300–$500 per song\n', ''),
    field: /avgCost/,
    expected: /expected string|required/i,
  },
];

describe('a schema mistake fails naming the file, the field and the expected form', () => {
  let fx: FixtureProject;
  beforeAll(() => {
    fx = createFixtureProject();
  });
  afterAll(() => fx?.dispose());

  it.each(cases.map((c) => [c.collection, c] as const))(
    '%s',
    (_name, c) => {
      const original = fx.read(c.file);
      const broken = c.mistake(original);
      expect(broken, `the mistake for ${c.file} did not apply: update this test's fixture text`).not.toBe(original);
      fx.write(c.file, broken);
      try {
        const sync = spawnSync(process.execPath, [join(projectRoot, 'node_modules/astro/bin/astro.mjs'), 'sync'], {
          cwd: fx.dir,
          encoding: 'utf8',
          env: cleanEnv({ ASTRO_CACHE_DIR: join(fx.dir, '.cache') }),
          timeout: 120_000,
        });
        // Strip colours: the messages are checked as a writer reads them.
        // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the terminal's color codes, which start with ESC.
        const output = (sync.stdout + sync.stderr).replace(/\x1b\[[0-9;]*m/g, '');
        expect(sync.status, output.slice(-2000)).not.toBe(0);
        expect(output).toContain(c.file);
        expect(output).toMatch(c.field);
        expect(output).toMatch(c.expected);
      } finally {
        fx.write(c.file, original);
      }
    },
    120_000,
  );
});
