/**
 * legal:archive, legal:diff and legal:check as a reviewer runs them, on a
 * throwaway repository with one fixture document (./legal-fixture.ts), each
 * scenario built and rendered for real. The rules themselves are unit-tested
 * beside their modules (tests/unit/legal-gate.test.ts); this owns the wiring:
 * what the tools read, write and print.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUsd, THRESHOLD_CENTS } from '../../src/lib/pricing';
import { BODY, createLegalFixture, doc, type LegalFixture, run, writeDoc } from './legal-fixture';

describe('the legal tools on a throwaway repository', () => {
  let fx: LegalFixture;
  let base: string;

  beforeAll(() => {
    fx = createLegalFixture();
    expect(run(fx, 'legal/freeze.ts').out).toContain('wrote content/legal/versions/terms-of-service/1.0.html and recorded its digest');
    base = fx.commit('publish 1.0');
  }, 240_000);
  afterAll(() => fx?.dispose());

  it('a visible change fails the gate until it is a new version, frozen; legal:diff shows the word', () => {
    const edited = BODY.replace('Each person may hold one account.', 'Each person may hold one personal account.');
    writeDoc(fx, doc({ body: edited }));
    const sameVersion = run(fx, 'legal/check.ts', '--dist', fx.build());
    expect(sameVersion.status, sameVersion.out).toBe(1);
    expect(sameVersion.out).toMatch(/\n {2}version: the visible text changed since version 1\.0 was frozen.*publish a new version instead/);

    const changes = '  - version: "1.1"\n    date: 2025-03-01\n    summary: Accounts are personal.\n';
    writeDoc(fx, doc({ version: '1.1', lastUpdated: '2025-03-01', effectiveDate: '2025-03-01', changes, body: edited }));
    // One build of version 1.1 serves the freeze, the gate and the diff: freezing records a digest, which no page shows.
    // (Each tool builds the working tree itself without --dist, as the freeze before all these tests does.)
    const published = fx.build();
    expect(run(fx, 'legal/freeze.ts', '--dist', published).out).toContain('wrote content/legal/versions/terms-of-service/1.1.html');
    fx.commit('publish 1.1');
    const gate = run(fx, 'legal/check.ts', base, '--dist', published);
    expect(gate.status, gate.out).toBe(0);
    expect(gate.out).not.toMatch(/warn/i);
    const diff = run(fx, 'legal/diff.ts', base, '--dist', published);
    expect(diff.status, diff.out).toBe(0);
    expect(diff.out).toContain('#### `content/legal/terms-of-service.mdx`: visible change (+1 −0 words)');
    expect(diff.out).toContain('Each person may hold one <ins>personal</ins> account.');
    fx.git('reset', '--quiet', '--hard', base);
  }, 480_000);

  it('a value changed in the facts file is a render-only change naming the fact, and the gate asks for a new version', () => {
    // Half as much again as the facts file's threshold, whatever it is today.
    const raised = Math.round((THRESHOLD_CENTS * 3) / 2);
    const facts = fx.read('content/facts.yaml');
    const changed = facts.replace(/^( {2}threshold: \{ value: )\d+/m, `$1${raised / 100}`);
    expect(changed, 'the threshold in content/facts.yaml').not.toBe(facts);
    fx.write('content/facts.yaml', changed);
    const dist = fx.build();
    const diff = run(fx, 'legal/diff.ts', base, '--dist', dist);
    expect(diff.out).toContain('render only (the visible text changed, the file did not)');
    expect(diff.out).toContain('Shared facts changed (content/facts.yaml): `price.threshold`');
    expect(diff.out).toContain(`<del>${formatUsd(THRESHOLD_CENTS)}</del> <ins>${formatUsd(raised)}</ins>`);
    const gate = run(fx, 'legal/check.ts', base, '--dist', dist);
    expect(gate.status).toBe(1);
    expect(gate.out).toContain(
      'content/legal/terms-of-service.mdx\n  version: the shared fact price.threshold (content/facts.yaml) changed what it says since version 1.0 was frozen',
    );
    fx.git('reset', '--quiet', '--hard', base);
  }, 480_000);

  it('against a base, an edit to a frozen file with its digest recorded anew fails (attack 1)', () => {
    const path = 'content/legal/versions/terms-of-service/1.0.html';
    fx.write(path, fx.read(path).replace('one account', 'one account. All payments are final'));
    writeDoc(fx, doc({ body: BODY }));
    const gate = run(fx, 'legal/check.ts', base, '--dist', fx.build());
    expect(gate.status).toBe(1);
    expect(gate.out).toContain(`${path}\n  archive: version 1.0 exists at ${base}`);
    fx.git('reset', '--quiet', '--hard', base);
  }, 480_000);
});
