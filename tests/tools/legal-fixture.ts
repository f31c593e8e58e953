/**
 * The throwaway repository of the legal tools' test (legal-tools.test.ts):
 * one fixture document instead of the real policies, only the pages the tools
 * read, and the commands run as a reviewer runs them, on a fixed clock.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFrontmatter } from '../../src/lib/frontmatter';
import { digestOf, recordDigest, snapshotPath } from '../../src/lib/legal/archive';
import { cleanEnv, createFixtureProject, type FixtureProject } from './fixture-project';

const ID = 'terms-of-service';

/** The clock every tool and build of the copy runs on (SITE_NOW): after every date the fixture document is given. */
const CLOCK = '2025-06-01T12:00:00Z';
const FILE = `content/legal/${ID}.mdx`;

interface DocOptions {
  version?: string;
  lastUpdated?: string;
  effectiveDate?: string;
  changes?: string;
  body: string;
}

/** The fixture document's text, as a writer writes it (without the digests legal:archive records). */
export const doc = (o: DocOptions) => `---
title: Terms of Service
description: The fixture terms used by the legal diff tests, long enough for the schema.
group: Legal Documents
version: "${o.version ?? '1.0'}"
effectiveDate: ${o.effectiveDate ?? '2025-01-15'}
lastUpdated: ${o.lastUpdated ?? '2025-01-15'}
related: []
changes:
${o.changes ?? ''}  - version: "1.0"
    date: 2025-01-15
    summary: Initial publication.
---
import Fact from '~/components/legal/Fact.astro';

${o.body}
`;

export const BODY = `## Accounts {#accounts}

You must be 18 or older to use the service.
Each person may hold one account.

## Fees {#fees}

Once royalties reach <Fact name="price.threshold" /> in a term, a <Fact name="price.adminFee" /> fee applies.
The subscription price comes back as account credit.
`;

/**
 * Write the fixture document as a writer keeps it: legal:archive recorded the
 * digest of each version it froze in that version's change entry, and an edit
 * keeps those lines. `text` is the document without them (`doc(...)`).
 */
export function writeDoc(fx: FixtureProject, text: string): void {
  const changes = (readFrontmatter(text).changes ?? []) as { version: unknown }[];
  let kept = text;
  for (const { version } of changes) {
    const frozen = snapshotPath(ID, String(version));
    if (existsSync(join(fx.dir, frozen))) kept = recordDigest(kept, String(version), digestOf(fx.read(frozen)));
  }
  fx.write(FILE, kept);
}

export interface LegalFixture extends FixtureProject {
  /**
   * Build the copy as it is now, on the fixture's clock, into a folder of its
   * own; returns the built site. A step that only reads a build (legal:check
   * or legal:archive with --dist) is given this one instead of building again.
   */
  build(): string;
}

/** A copy of the project with the fixture document as its only policy, and only the pages that show policies. */
export function createLegalFixture(): LegalFixture {
  const fx = createFixtureProject({
    exclude: (path) => path.startsWith('content/legal/') || path.startsWith('tests/'),
    // The policies, their versions and redlines, the legal index and changelog; and the home page, by which
    // the legal tools know a folder given with --dist for a built site.
    pages: ['[legal]', 'legal/', 'index.astro'],
  });
  fx.write(FILE, doc({ body: BODY }));
  const builds: string[] = [];
  return {
    ...fx,
    build() {
      // Outside the copy, so no commit takes it in; the cache outside the output, which a build empties first.
      const work = mkdtempSync(join(tmpdir(), 'refrain-legal-build-'));
      builds.push(work);
      const dist = join(work, 'dist');
      const result = spawnSync(process.execPath, [join(fx.dir, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build'], {
        cwd: fx.dir,
        encoding: 'utf8',
        env: cleanEnv({ ASTRO_OUT_DIR: dist, ASTRO_CACHE_DIR: join(work, 'cache'), SITE_NOW: CLOCK }),
        maxBuffer: 64 * 1024 * 1024,
      });
      if (result.status !== 0) throw new Error(`the build of the copy failed:\n${(result.stdout + result.stderr).slice(-3000)}`);
      return dist;
    },
    dispose() {
      fx.dispose();
      for (const work of builds) rmSync(work, { recursive: true, force: true });
    },
  };
}

/** Run a legal tool (`legal/diff.ts`, `legal/check.ts`, `legal/freeze.ts`) in the copy, as `npm run` would. */
export function run(fx: FixtureProject, script: string, ...args: string[]) {
  const result = spawnSync(process.execPath, [join(fx.dir, 'scripts', script), ...args], {
    cwd: fx.dir,
    encoding: 'utf8',
    env: cleanEnv({ SITE_NOW: CLOCK }),
  });
  return { status: result.status, out: result.stdout + result.stderr };
}
