/**
 * legal:diff, legal:archive and legal:check against a throwaway git
 * repository: fixture documents and commits, each scenario built and
 * rendered for real. The gate compares the working tree with the archive of
 * frozen versions, so most scenarios need no base ref.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import { cleanEnv, createFixtureProject, type FixtureProject } from './fixture-project';

const doc = (o: {
  version?: string;
  lastUpdated?: string;
  effectiveDate?: string;
  changes?: string;
  aliases?: string;
  body: string;
}) => `---
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
    kind: initial
    summary: Initial publication.
${o.aliases ?? ''}---
import { fees } from '~/lib/legal/figures';

${o.body}
`;

const BODY = `## Accounts {#accounts}

You must be 18 or older to use the service.
Each person may hold one account.

## Fees {#fees}

Once royalties reach {fees.threshold} in a term, a {fees.adminFee} fee applies.
The subscription price comes back as account credit.
`;

function run(fx: FixtureProject, script: string, ...args: string[]) {
  const result = spawnSync(process.execPath, [join(fx.dir, 'scripts', script), ...args], {
    cwd: fx.dir,
    encoding: 'utf8',
    env: cleanEnv(),
  });
  return { status: result.status, out: result.stdout + result.stderr };
}
const json = (fx: FixtureProject, base: string, head?: string) => {
  const r = run(fx, 'legal/diff.ts', base, ...(head ? [head] : []), '--format', 'json');
  expect(r.status, r.out).toBe(0);
  return JSON.parse(r.out) as {
    documents: {
      id: string;
      status: string;
      sections: { id: string; blocks: { kind: string; words?: { kind: string; value: string }[] }[] }[];
      anchorsRemoved: string[];
      anchorsAdded: string[];
      frontmatter: { field: string }[];
    }[];
  };
};
const terms = (result: ReturnType<typeof json>) => result.documents.find((d) => d.id === 'terms-of-service')!;

describe('legal:diff and legal:check on a throwaway repository', () => {
  let fx: FixtureProject;
  let base: string;

  beforeAll(() => {
    // Only the fixture document: the real policies stay out of the fixture.
    fx = createFixtureProject({ exclude: (path) => path.startsWith('content/legal/') });
    fx.write('content/legal/terms-of-service.mdx', doc({ body: BODY }));
    const archived = run(fx, 'legal/archive.ts');
    expect(archived.out).toContain('wrote content/legal/versions/terms-of-service/1.0.html');
    base = fx.commit('base');
  }, 240_000);
  afterAll(() => fx?.dispose());

  it('reports a one-word change as that word, and the gate fails without a bump', () => {
    fx.write(
      'content/legal/terms-of-service.mdx',
      doc({ body: BODY.replace('Each person may hold one account.', 'Each person may hold one personal account.') }),
    );
    const head = fx.commit('one word');
    const report = terms(json(fx, base, head));
    expect(report.status).toBe('visible');
    const changed = report.sections.find((s) => s.id === 'accounts')!;
    const words = changed.blocks.flatMap((b) => b.words ?? []).filter((w) => w.kind !== 'same');
    expect(words).toEqual([{ kind: 'add', value: 'personal' }]);
    const text = run(fx, 'legal/diff.ts', base, head);
    expect(text.out).toContain('{+personal+}');
    const md = run(fx, 'legal/diff.ts', base, head, '--format', 'md');
    expect(md.out).toContain('<ins>personal</ins>');
    expect(md.out).toContain('| `terms-of-service` | visible change |');

    // No base ref: the frozen 1.0 is what the page must still read like.
    const gate = run(fx, 'legal/check.ts');
    expect(gate.status, gate.out).toBe(1);
    expect(gate.out).toMatch(/content\/legal\/terms-of-service\.mdx: version: the visible text changed since version 1\.0 was frozen/);
    expect(gate.out).toMatch(/lastUpdated/);
  }, 240_000);

  it('passes the gate once version, date and change entry are bumped and the version is archived', () => {
    fx.write(
      'content/legal/terms-of-service.mdx',
      doc({
        version: '1.1',
        lastUpdated: '2025-03-01',
        changes: '  - version: "1.1"\n    date: 2025-03-01\n    kind: editorial\n    summary: Accounts are personal.\n',
        body: BODY.replace('Each person may hold one account.', 'Each person may hold one personal account.'),
      }),
    );
    const missing = run(fx, 'legal/check.ts');
    expect(missing.status, missing.out).toBe(1);
    expect(missing.out).toMatch(/version 1\.1 has no frozen text .*: run npm run legal:archive/);
    expect(run(fx, 'legal/archive.ts').out).toContain('wrote content/legal/versions/terms-of-service/1.1.html');
    const gate = run(fx, 'legal/check.ts', base);
    expect(gate.status, gate.out).toBe(0);
    fx.git('checkout', '--quiet', '--', '.');
    fx.git('clean', '--quiet', '-fd', 'content/legal/versions');
  }, 240_000);

  it('classifies a reflow as source-only', () => {
    fx.write(
      'content/legal/terms-of-service.mdx',
      doc({
        body: BODY.replace(
          'You must be 18 or older to use the service.\nEach person',
          'You must be 18 or older to use the service. Each person',
        ),
      }),
    );
    const head = fx.commit('reflow');
    const report = terms(json(fx, base, head));
    expect(report.status).toBe('source-only');
    expect(report.sections).toEqual([]);
    fx.git('reset', '--quiet', '--hard', base);
  }, 240_000);

  it('classifies a price change in the shared pricing module as render-only, and the gate asks for a bump', () => {
    const pricing = fx.read('src/lib/pricing.ts');
    fx.write('src/lib/pricing.ts', pricing.replace('export const THRESHOLD_CENTS = 100_000;', 'export const THRESHOLD_CENTS = 150_000;'));
    const head = fx.commit('raise the threshold');
    const report = terms(json(fx, base, head));
    expect(report.status).toBe('render-only');
    const fees = report.sections.find((s) => s.id === 'fees')!;
    const words = fees.blocks
      .flatMap((b) => b.words ?? [])
      .filter((w) => w.kind !== 'same')
      .map((w) => `${w.kind}:${w.value}`);
    expect(words).toEqual(['del:$1,000', 'add:$1,500']);
    const gate = run(fx, 'legal/check.ts');
    expect(gate.status).toBe(1);
    expect(gate.out).toContain(
      'content/legal/terms-of-service.mdx: version: the visible text changed through a shared module or component, not this file',
    );
    expect(gate.out).toContain('~/lib/legal/figures');
    // Given a base, it also names the module that changed.
    expect(run(fx, 'legal/check.ts', base).out).toContain('changed since the base: src/lib/pricing.ts');
    fx.git('reset', '--quiet', '--hard', base);
  }, 240_000);

  it('does not report a renamed section with an alias as a removed anchor, but does without one', () => {
    const renamed = BODY.replace('## Fees {#fees}', '## Fees and credit {#fees-and-credit}');
    fx.write('content/legal/terms-of-service.mdx', doc({ body: renamed, aliases: 'aliases:\n  fees: fees-and-credit\n' }));
    const withAlias = fx.commit('rename with alias');
    const report = terms(json(fx, base, withAlias));
    expect(report.anchorsRemoved).toEqual([]);
    expect(report.anchorsAdded).toContain('fees-and-credit');

    fx.write('content/legal/terms-of-service.mdx', doc({ body: renamed }));
    const withoutAlias = fx.commit('rename without alias');
    expect(terms(json(fx, base, withoutAlias)).anchorsRemoved).toEqual(['fees']);
    const gate = run(fx, 'legal/check.ts');
    expect(gate.out).toMatch(/#fees: the section id "fees" was published \(version 1\.0\) and is gone/);
    fx.git('reset', '--quiet', '--hard', base);
  }, 240_000);

  it('fails a material change with only 10 days of notice', () => {
    fx.write(
      'content/legal/terms-of-service.mdx',
      doc({
        version: '2.0',
        lastUpdated: '2025-03-01',
        effectiveDate: '2025-03-11',
        changes: '  - version: "2.0"\n    date: 2025-03-01\n    kind: material\n    summary: New account rules.\n',
        body: BODY.replace('18 or older', '21 or older'),
      }),
    );
    const gate = run(fx, 'legal/check.ts');
    expect(gate.status).toBe(1);
    expect(gate.out).toMatch(
      /effectiveDate: a material change needs at least 30 days' notice, but effectiveDate 2025-03-11 is 10 day\(s\) after lastUpdated 2025-03-01/,
    );
    fx.git('checkout', '--quiet', '--', '.');
  }, 240_000);

  it('checks versions and dates against a base ref without building it, so a base that does not build is no obstacle', () => {
    fx.write('src/pages/broken-in-base.astro', '---\nthrow new Error("this commit does not build");\n---\n');
    fx.write(
      'content/legal/terms-of-service.mdx',
      doc({
        version: '1.2',
        lastUpdated: '2025-02-01',
        changes: '  - version: "1.2"\n    date: 2025-02-01\n    kind: editorial\n    summary: Typo.\n',
        body: BODY,
      }),
    );
    const broken = fx.commit('a base that does not build');
    fx.remove('src/pages/broken-in-base.astro');
    fx.write(
      'content/legal/terms-of-service.mdx',
      doc({
        version: '1.1',
        lastUpdated: '2025-02-01',
        changes: '  - version: "1.1"\n    date: 2025-02-01\n    kind: editorial\n    summary: Typo.\n',
        body: BODY,
      }),
    );
    const gate = run(fx, 'legal/check.ts', broken);
    expect(gate.status, gate.out).toBe(1);
    expect(gate.out).toMatch(/version: version went backwards from 1\.2 to 1\.1/);
    const diff = run(fx, 'legal/diff.ts', broken);
    expect(diff.status).toBe(2);
    expect(diff.out).toContain('does not build with the current dependencies');
    fx.git('reset', '--quiet', '--hard', base);
  }, 240_000);
});

describe('the legal archive on a throwaway repository', () => {
  let fx: FixtureProject;
  let published: string;
  const page = (dist: string, route: string) => readFileSync(join(dist, route, 'index.html'), 'utf8');
  /** What a redline says of each section it shows, by heading id ("Changed section, renamed from …"); collapsed sections are absent. */
  const shownSections = (html: string) => {
    const { document } = parseHTML(html);
    return new Map(
      [...document.querySelectorAll('main section > :is(h2, h3) + p')].map((status) => [
        status.previousElementSibling!.getAttribute('id') ?? '',
        status.textContent!.replace(/\s+/g, ' ').trim(),
      ]),
    );
  };
  /** The line a redline collapses an unchanged section to, found by the section's id. */
  const collapsedLine = (html: string, id: string) => {
    const line = parseHTML(html).document.getElementById(id);
    return line?.tagName === 'P' ? line.textContent!.replace(/\s+/g, ' ').trim() : undefined;
  };
  const build = () => {
    const work = mkdtempSync(join(tmpdir(), 'refrain-archive-build-'));
    dists.push(work);
    // The cache outside the output: a build empties its output folder first.
    const dist = join(work, 'dist');
    const result = spawnSync(process.execPath, [join(fx.dir, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build'], {
      cwd: fx.dir,
      encoding: 'utf8',
      env: cleanEnv({ ASTRO_OUT_DIR: dist, ASTRO_CACHE_DIR: join(work, 'cache') }),
    });
    expect(result.status, result.stderr + result.stdout).toBe(0);
    return dist;
  };
  const dists: string[] = [];
  const CHANGED = BODY.replace('Each person may hold one account.', 'Each member may hold one account.');
  const v11 = doc({
    version: '1.1',
    lastUpdated: '2025-03-01',
    changes: '  - version: "1.1"\n    date: 2025-03-01\n    kind: substantive\n    summary: Accounts belong to members.\n',
    body: CHANGED,
  });

  beforeAll(() => {
    fx = createFixtureProject({ exclude: (path) => path.startsWith('content/legal/') });
    fx.write('content/legal/terms-of-service.mdx', doc({ body: BODY }));
    expect(run(fx, 'legal/archive.ts').status).toBe(0);
    fx.commit('publish 1.0');
  }, 240_000);
  afterAll(() => {
    fx?.dispose();
    for (const dist of dists) rmSync(dist, { recursive: true, force: true });
  });

  it('publishing 1.1 with one word changed keeps 1.0 readable as it was, and the redline shows the word replaced', () => {
    const frozen10 = fx.read('content/legal/versions/terms-of-service/1.0.html');
    fx.write('content/legal/terms-of-service.mdx', v11);
    const archived = run(fx, 'legal/archive.ts');
    expect(archived.status, archived.out).toBe(0);
    expect(archived.out).toContain('wrote content/legal/versions/terms-of-service/1.1.html');
    expect(archived.out).not.toContain('1.0.html');
    expect(fx.read('content/legal/versions/terms-of-service/1.0.html')).toBe(frozen10);
    // Run again: nothing is rewritten.
    expect(run(fx, 'legal/archive.ts').out).toContain('nothing written');
    const gate = run(fx, 'legal/check.ts');
    expect(gate.status, gate.out).toBe(0);
    published = fx.commit('publish 1.1');

    const dist = build();
    const old = page(dist, 'terms-of-service/versions/1.0');
    expect(old).toContain('Each person may hold one account.');
    expect(old).not.toContain('Each member');
    expect(old).toContain('not the current one');
    expect(page(dist, 'terms-of-service/versions/1.1')).toContain('Each member may hold one account.');
    const compare = page(dist, 'terms-of-service/versions/1.1/compare');
    expect(compare).toMatch(/<del[^>]*>person<\/del>/);
    expect(compare).toMatch(/<ins[^>]*>member<\/ins>/);
    expect(collapsedLine(compare, 'fees')).toBe('Unchanged: Fees');
    expect([...shownSections(compare).keys()]).toEqual(['accounts']);
    expect(compare).toMatch(/<meta name="robots" content="noindex/);
    expect(compare).not.toMatch(/<script[^>]+src=/);
    expect(readFileSync(join(dist, 'sitemap-0.xml'), 'utf8')).not.toContain('/versions');
  }, 240_000);

  it('fails a visible change without a new version, with no base ref and no history to compare with', () => {
    fx.write('content/legal/terms-of-service.mdx', v11.replace('Each member may', 'Each customer may'));
    const gate = run(fx, 'legal/check.ts');
    expect(gate.status, gate.out).toBe(1);
    expect(gate.out).toMatch(
      /version: the visible text changed since version 1\.1 was frozen in content\/legal\/versions\/terms-of-service\/1\.1\.html, but version is still 1\.1/,
    );
    // legal:archive does not rewrite the frozen 1.1 either: it reports it.
    const archived = run(fx, 'legal/archive.ts');
    expect(archived.status).toBe(1);
    expect(archived.out).toContain('content/legal/versions/terms-of-service/1.1.html');
    expect(fx.read('content/legal/versions/terms-of-service/1.1.html')).toContain('Each member may');
    fx.git('checkout', '--quiet', '--', '.');
  }, 240_000);

  it('given a base ref, fails an edit to an archived version', () => {
    const file = 'content/legal/versions/terms-of-service/1.0.html';
    fx.write(file, fx.read(file).replace('Each person may', 'Each member may'));
    const gate = run(fx, 'legal/check.ts', published);
    expect(gate.status, gate.out).toBe(1);
    expect(gate.out).toContain(`${file}: archive: this frozen version differs from ${published}: archived versions are never edited`);
    fx.remove(file);
    const deleted = run(fx, 'legal/check.ts', published);
    expect(deleted.status).toBe(1);
    expect(deleted.out).toContain('was deleted');
    fx.git('checkout', '--quiet', '--', '.');
  }, 240_000);

  it('compares a renamed section that keeps its old id as an alias as the same section', () => {
    fx.write(
      'content/legal/terms-of-service.mdx',
      doc({
        version: '1.2',
        lastUpdated: '2025-04-01',
        changes:
          '  - version: "1.2"\n    date: 2025-04-01\n    kind: editorial\n    summary: Renamed the fees section.\n  - version: "1.1"\n    date: 2025-03-01\n    kind: substantive\n    summary: Accounts belong to members.\n',
        aliases: 'aliases:\n  fees: fees-and-credit\n',
        body: CHANGED.replace('## Fees {#fees}', '## Fees and credit {#fees-and-credit}'),
      }),
    );
    expect(run(fx, 'legal/archive.ts').status).toBe(0);
    const gate = run(fx, 'legal/check.ts', published);
    expect(gate.status, gate.out).toBe(0);
    const dist = build();
    const compare = page(dist, 'terms-of-service/versions/1.2/compare');
    const shown = shownSections(compare);
    expect(shown.get('fees-and-credit')).toBe('Changed section, renamed from “Fees” (#fees)');
    expect([...shown.values()].filter((status) => /^(New section|Section removed)/.test(status))).toEqual([]);
    expect(compare).toMatch(/<ins[^>]*>and credit<\/ins>/);
    fx.git('checkout', '--quiet', '--', '.');
    fx.git('clean', '--quiet', '-fd', 'content/legal/versions');
  }, 240_000);
});
