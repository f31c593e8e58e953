/**
 * legal:archive, legal:diff and legal:check as a reviewer runs them, on a
 * throwaway repository with one fixture document (./legal-fixture.ts), each
 * scenario built and rendered for real. The rules themselves are unit-tested
 * beside their modules (tests/unit/legal-gate.test.ts: the three attacks and a
 * moved shared fact; tests/unit/legal-text.test.ts: the render-only report);
 * this owns the wiring: what the tools read, write and print.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('a new version fails the gate until it is frozen; frozen, it passes and legal:diff shows the word', () => {
    const edited = BODY.replace('Each person may hold one account.', 'Each person may hold one personal account.');
    const changes = '  - version: "1.1"\n    date: 2025-03-01\n    summary: Accounts are personal.\n';
    writeDoc(fx, doc({ version: '1.1', lastUpdated: '2025-03-01', effectiveDate: '2025-03-01', changes, body: edited }));
    // One build of version 1.1 serves the gate, the freeze and the diff: freezing records a digest, which no page shows.
    // (Each tool builds the working tree itself without --dist, as the freeze before this test does.)
    const published = fx.build();
    const unfrozen = run(fx, 'legal/check.ts', '--dist', published);
    expect(unfrozen.status, unfrozen.out).toBe(1);
    expect(unfrozen.out).toContain('  version: version 1.1 has no frozen text (content/legal/versions/terms-of-service/1.1.html)');
    expect(run(fx, 'legal/freeze.ts', '--dist', published).out).toContain('wrote content/legal/versions/terms-of-service/1.1.html');
    fx.commit('publish 1.1');
    const gate = run(fx, 'legal/check.ts', base, '--dist', published);
    expect(gate.status, gate.out).toBe(0);
    expect(gate.out).not.toMatch(/warn/i);
    const diff = run(fx, 'legal/diff.ts', base, '--dist', published);
    expect(diff.status, diff.out).toBe(0);
    expect(diff.out).toContain('#### `content/legal/terms-of-service.mdx`: visible change (+1 −0 words)');
    expect(diff.out).toContain('Each person may hold one <ins>personal</ins> account.');
  }, 480_000);
});
