/**
 * legal:archive, legal:diff and legal:check as a reviewer runs them, on a
 * throwaway copy of the project whose one policy is the fixture document below,
 * with only the pages that show policies, built and rendered for real on a
 * fixed clock. The rules themselves are unit-tested beside their modules
 * (tests/unit/legal-gate.test.ts: the three attacks, a moved shared fact, an
 * edited version; tests/unit/legal-text.test.ts: the diff report); this owns
 * the wiring: what the tools read, write, print and exit with.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cleanEnv, createFixtureProject, type FixtureProject } from './fixture-project';

/** The clock every tool and build of the copy runs on (SITE_NOW): after every date the fixture document is given. */
const CLOCK = '2025-06-01T12:00:00Z';
const FILE = 'content/legal/terms-of-service.mdx';

/** The fixture document at version 1.0, as a writer writes it (legal:archive records the digest). */
const DOC = `---
title: Terms of Service
description: The fixture terms used by the legal diff tests, long enough for the schema.
group: Legal Documents
version: "1.0"
effectiveDate: 2025-01-15
lastUpdated: 2025-01-15
related: []
changes:
  - version: "1.0"
    date: 2025-01-15
    summary: Initial publication.
---
import Fact from '~/components/legal/Fact.astro';

## Accounts {#accounts}

You must be 18 or older to use the service.
Each person may hold one account.

## Fees {#fees}

Once royalties reach <Fact name="price.threshold" /> in a term, a <Fact name="price.adminFee" /> fee applies.
The subscription price comes back as account credit.
`;

let fx: FixtureProject;
/** Outside the copy, so no commit takes the build in; its cache outside the output, which a build empties first. */
const work = mkdtempSync(join(tmpdir(), 'refrain-legal-build-'));

/** Run a legal tool (`legal/diff.ts`, `legal/check.ts`, `legal/freeze.ts`) in the copy, as `npm run` would. */
function run(script: string, ...args: string[]) {
  const result = spawnSync(process.execPath, [join(fx.dir, 'scripts', script), ...args], {
    cwd: fx.dir,
    encoding: 'utf8',
    env: cleanEnv({ SITE_NOW: CLOCK }),
  });
  return { status: result.status, out: result.stdout + result.stderr };
}

/** Build the copy as it is now, on the fixture's clock; returns the built site. */
function build(): string {
  const dist = join(work, 'dist');
  const result = spawnSync(process.execPath, [join(fx.dir, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build'], {
    cwd: fx.dir,
    encoding: 'utf8',
    env: cleanEnv({ ASTRO_OUT_DIR: dist, ASTRO_CACHE_DIR: join(work, 'cache'), SITE_NOW: CLOCK }),
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`the build of the copy failed:\n${(result.stdout + result.stderr).slice(-3000)}`);
  return dist;
}

describe('the legal tools on a throwaway repository', () => {
  let base: string;

  beforeAll(() => {
    fx = createFixtureProject({
      exclude: (path) => path.startsWith('content/legal/') || path.startsWith('tests/'),
      // The policies, their versions and redlines, the legal index and changelog; and the home page, by which
      // the legal tools know a folder given with --dist for a built site.
      pages: ['[legal]', 'legal/', 'index.astro'],
    });
    fx.write(FILE, DOC);
    // Without --dist, a tool builds the working tree itself.
    expect(run('legal/freeze.ts').out).toContain('wrote content/legal/versions/terms-of-service/1.0.html and recorded its digest');
    base = fx.commit('publish 1.0');
  }, 240_000);
  afterAll(() => {
    fx?.dispose();
    rmSync(work, { recursive: true, force: true });
  });

  it('a new version fails the gate until it is frozen; frozen, it passes and legal:diff shows the word', () => {
    // The document as legal:archive left it (1.0's digest recorded), raised to 1.1 by a writer.
    fx.write(
      FILE,
      fx
        .read(FILE)
        .replace(/^version: "1\.0"$/m, 'version: "1.1"')
        .replace(/^(effectiveDate|lastUpdated): .*$/gm, '$1: 2025-03-01')
        .replace('changes:\n', 'changes:\n  - version: "1.1"\n    date: 2025-03-01\n    summary: Accounts are personal.\n')
        .replace('Each person may hold one account.', 'Each person may hold one personal account.'),
    );
    // One build of version 1.1 serves the gate, the freeze and the diff: freezing records a digest, which no page shows.
    const published = build();
    const unfrozen = run('legal/check.ts', '--dist', published);
    expect(unfrozen.status, unfrozen.out).toBe(1);
    expect(unfrozen.out).toContain('  version: version 1.1 has no frozen text (content/legal/versions/terms-of-service/1.1.html)');
    expect(run('legal/freeze.ts', '--dist', published).out).toContain('wrote content/legal/versions/terms-of-service/1.1.html');
    fx.commit('publish 1.1');
    const gate = run('legal/check.ts', base, '--dist', published);
    expect(gate.status, gate.out).toBe(0);
    expect(gate.out).not.toMatch(/warn/i);
    const diff = run('legal/diff.ts', base, '--dist', published);
    expect(diff.status, diff.out).toBe(0);
    expect(diff.out).toContain('#### `content/legal/terms-of-service.mdx`: visible change (+1 −0 words)');
    expect(diff.out).toContain('Each person may hold one <ins>personal</ins> account.');
  }, 480_000);
});
