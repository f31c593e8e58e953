/**
 * legal:diff and legal:check against a throwaway git repository (issue 8):
 * fixture documents and commits, each scenario built and rendered for real.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { createFixtureProject, projectRoot, type FixtureProject } from './fixture-project';

const doc = (o: { version?: string; lastUpdated?: string; effectiveDate?: string; changes?: string; aliases?: string; body: string }) => `---
id: terms-of-service
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
    kind: material
    summary: Initial publication.
${o.aliases ?? ''}---
import { fees } from '~/lib/legal-figures';

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
  const result = spawnSync(process.execPath, [join(fx.dir, 'scripts', script), ...args], { cwd: fx.dir, encoding: 'utf8' });
  return { status: result.status, out: result.stdout + result.stderr };
}
const json = (fx: FixtureProject, base: string, head?: string) => {
  const r = run(fx, 'legal-diff.ts', base, ...(head ? [head] : []), '--format', 'json');
  expect(r.status, r.out).toBe(0);
  return JSON.parse(r.out) as { documents: { id: string; status: string; sections: { id: string; blocks: { kind: string; words?: { kind: string; value: string }[] }[] }[]; anchorsRemoved: string[]; anchorsAdded: string[]; frontmatter: { field: string }[] }[] };
};
const terms = (result: ReturnType<typeof json>) => result.documents.find((d) => d.id === 'terms-of-service')!;

describe('legal:diff and legal:check on a throwaway repository', () => {
  let fx: FixtureProject;
  let base: string;

  beforeAll(() => {
    // Only the fixture document: the real policies stay out of the fixture.
    fx = createFixtureProject({ exclude: (path) => path.startsWith('content/legal/') });
    fx.write('content/legal/terms-of-service.mdx', doc({ body: BODY }));
    base = fx.commit('base');
  }, 240_000);
  afterAll(() => fx?.dispose());

  it('reports a one-word change as that word, and the gate fails without a bump', () => {
    fx.write('content/legal/terms-of-service.mdx', doc({ body: BODY.replace('Each person may hold one account.', 'Each person may hold one personal account.') }));
    const head = fx.commit('one word');
    const report = terms(json(fx, base, head));
    expect(report.status).toBe('visible');
    const changed = report.sections.find((s) => s.id === 'accounts')!;
    const words = changed.blocks.flatMap((b) => b.words ?? []).filter((w) => w.kind !== 'same');
    expect(words).toEqual([{ kind: 'add', value: 'personal' }]);
    const text = run(fx, 'legal-diff.ts', base, head);
    expect(text.out).toContain('{+personal+}');
    const md = run(fx, 'legal-diff.ts', base, head, '--format', 'md');
    expect(md.out).toContain('<ins>personal</ins>');
    expect(md.out).toContain('| `terms-of-service` | visible change |');

    const gate = run(fx, 'legal-check.ts', base);
    expect(gate.status, gate.out).toBe(1);
    expect(gate.out).toMatch(/content\/legal\/terms-of-service\.mdx: version: the visible text changed/);
    expect(gate.out).toMatch(/lastUpdated/);
  }, 240_000);

  it('passes the gate once version, date and change entry are bumped', () => {
    fx.write(
      'content/legal/terms-of-service.mdx',
      doc({
        version: '1.1',
        lastUpdated: '2025-03-01',
        changes: '  - version: "1.1"\n    date: 2025-03-01\n    kind: editorial\n    summary: Accounts are personal.\n',
        body: BODY.replace('Each person may hold one account.', 'Each person may hold one personal account.'),
      }),
    );
    const gate = run(fx, 'legal-check.ts', base);
    expect(gate.status, gate.out).toBe(0);
    fx.git('checkout', '--quiet', '--', '.');
  }, 240_000);

  it('classifies a reflow as source-only', () => {
    fx.write('content/legal/terms-of-service.mdx', doc({ body: BODY.replace('You must be 18 or older to use the service.\nEach person', 'You must be 18 or older to use the service. Each person') }));
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
    const words = fees.blocks.flatMap((b) => b.words ?? []).filter((w) => w.kind !== 'same').map((w) => `${w.kind}:${w.value}`);
    expect(words).toEqual(['del:$1,000', 'add:$1,500']);
    const gate = run(fx, 'legal-check.ts', base);
    expect(gate.status).toBe(1);
    expect(gate.out).toContain('not this file');
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
    const gate = run(fx, 'legal-check.ts', base);
    expect(gate.out).toMatch(/#fees: the section id "fees" was published and is gone/);
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
    const gate = run(fx, 'legal-check.ts', base);
    expect(gate.status).toBe(1);
    expect(gate.out).toMatch(/effectiveDate: a material change needs at least 30 days' notice, but effectiveDate 2025-03-11 is 10 day\(s\) after lastUpdated 2025-03-01/);
    fx.git('checkout', '--quiet', '--', '.');
  }, 240_000);

  it('when the base does not build, still checks versions and dates, and says what it skipped', () => {
    fx.write('src/pages/broken-in-base.astro', '---\nthrow new Error("this commit does not build");\n---\n');
    fx.write('content/legal/terms-of-service.mdx', doc({ version: '1.2', lastUpdated: '2025-02-01', changes: '  - version: "1.2"\n    date: 2025-02-01\n    kind: editorial\n    summary: Typo.\n', body: BODY }));
    const broken = fx.commit('a base that does not build');
    fx.remove('src/pages/broken-in-base.astro');
    fx.write('content/legal/terms-of-service.mdx', doc({ version: '1.1', lastUpdated: '2025-02-01', changes: '  - version: "1.1"\n    date: 2025-02-01\n    kind: editorial\n    summary: Typo.\n', body: BODY }));
    const gate = run(fx, 'legal-check.ts', broken);
    expect(gate.status, gate.out).toBe(1);
    expect(gate.out).toMatch(/warning: .* does not build with the current dependencies/);
    expect(gate.out).toMatch(/version: version went backwards from 1\.2 to 1\.1/);
    const diff = run(fx, 'legal-diff.ts', broken);
    expect(diff.status).toBe(2);
    expect(diff.out).toContain('does not build with the current dependencies');
    fx.git('reset', '--quiet', '--hard', base);
  }, 240_000);
});
