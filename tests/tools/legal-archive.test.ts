/**
 * legal:archive against a throwaway git repository: publishing a version
 * freezes its text, earlier versions stay readable as they were, the redline
 * shows what changed, and the gate refuses an edit to a frozen version. Each
 * build is real; a step that only reads a build the test already made is
 * given it (--dist), as CI gives the gate the build it tested.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import { BODY, createLegalFixture, doc, type LegalFixture, run, writeDoc } from './legal-fixture';
import { pageFile } from '~/lib/routes';

describe('the legal archive on a throwaway repository', () => {
  let fx: LegalFixture;
  let published: string;
  const page = (dist: string, route: string) => readFileSync(join(dist, pageFile(route)), 'utf8');
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
  /** The line an unchanged section is listed by in the redline's fold, found by the section's id. */
  const collapsedLine = (html: string, id: string) => {
    const line = parseHTML(html).document.getElementById(id);
    return line?.tagName === 'LI' && line.closest('details') ? line.textContent!.replace(/\s+/g, ' ').trim() : undefined;
  };
  const CHANGED = BODY.replace('Each person may hold one account.', 'Each member may hold one account.');
  const v11 = doc({
    version: '1.1',
    lastUpdated: '2025-03-01',
    effectiveDate: '2025-03-01',
    changes: '  - version: "1.1"\n    date: 2025-03-01\n    kind: substantive\n    summary: Accounts belong to members.\n',
    body: CHANGED,
  });

  beforeAll(() => {
    fx = createLegalFixture();
    expect(run(fx, 'legal/archive.ts').status).toBe(0);
    fx.commit('publish 1.0');
  }, 240_000);
  afterAll(() => fx?.dispose());

  it('publishing 1.1 with one word changed keeps 1.0 readable as it was, and the redline shows the word replaced', () => {
    const frozen10 = fx.read('content/legal/versions/terms-of-service/1.0.html');
    writeDoc(fx, v11);
    const archived = run(fx, 'legal/archive.ts');
    expect(archived.status, archived.out).toBe(0);
    expect(archived.out).toContain('wrote content/legal/versions/terms-of-service/1.1.html');
    expect(archived.out).not.toContain('1.0.html');
    expect(fx.read('content/legal/versions/terms-of-service/1.0.html')).toBe(frozen10);
    // The site as published; the archive run again and the gate read this build.
    const dist = fx.build();
    // Run again: nothing is rewritten.
    expect(run(fx, 'legal/archive.ts', '--dist', dist).out).toContain('nothing written');
    const gate = run(fx, 'legal/check.ts', '--dist', dist);
    expect(gate.status, gate.out).toBe(0);
    published = fx.commit('publish 1.1');

    const old = page(dist, 'terms-of-service/versions/1.0');
    expect(old).toContain('Each person may hold one account.');
    expect(old).not.toContain('Each member');
    expect(old).toContain('This is an earlier version: it was in force from');
    expect(page(dist, 'terms-of-service/versions/1.1')).toContain('Each member may hold one account.');
    const compare = page(dist, 'terms-of-service/versions/1.1/compare');
    expect(compare).toMatch(/<del[^>]*>person<\/del>/);
    expect(compare).toMatch(/<ins[^>]*>member<\/ins>/);
    expect(collapsedLine(compare, 'fees')).toBe('Fees');
    expect([...shownSections(compare).keys()]).toEqual(['accounts']);
    expect(compare).toMatch(/<meta name="robots" content="noindex/);
    expect(compare).not.toMatch(/<script[^>]+src=/);
    expect(readFileSync(join(dist, 'sitemap-0.xml'), 'utf8')).not.toContain('/versions');
  }, 240_000);

  it('fails a visible change without a new version, with no base ref and no history to compare with', () => {
    writeDoc(fx, v11.replace('Each member may', 'Each customer may'));
    const dist = fx.build();
    const gate = run(fx, 'legal/check.ts', '--dist', dist);
    expect(gate.status, gate.out).toBe(1);
    expect(gate.out).toMatch(
      /version: the visible text changed since version 1\.1 was frozen in content\/legal\/versions\/terms-of-service\/1\.1\.html: publish a new version instead/,
    );
    // legal:archive does not rewrite the frozen 1.1 either: it reports it.
    const archived = run(fx, 'legal/archive.ts', '--dist', dist);
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
    expect(gate.out).toContain(`${file}\n  archive: version 1.0 exists at ${published} and its frozen file was changed: restore it`);
    fx.remove(file);
    const deleted = run(fx, 'legal/check.ts', published);
    expect(deleted.status).toBe(1);
    expect(deleted.out).toContain('was deleted');
    fx.git('checkout', '--quiet', '--', '.');
  }, 240_000);

  it('compares a renamed section that keeps its old id as an alias as the same section', () => {
    writeDoc(
      fx,
      doc({
        version: '1.2',
        lastUpdated: '2025-04-01',
        effectiveDate: '2025-04-01',
        changes:
          '  - version: "1.2"\n    date: 2025-04-01\n    kind: editorial\n    summary: Renamed the fees section.\n  - version: "1.1"\n    date: 2025-03-01\n    kind: substantive\n    summary: Accounts belong to members.\n',
        aliases: 'aliases:\n  fees: fees-and-credit\n',
        body: CHANGED.replace('## Fees {#fees}', '## Fees and credit {#fees-and-credit}'),
      }),
    );
    expect(run(fx, 'legal/archive.ts').status).toBe(0);
    const dist = fx.build();
    const gate = run(fx, 'legal/check.ts', published, '--dist', dist);
    expect(gate.status, gate.out).toBe(0);
    const compare = page(dist, 'terms-of-service/versions/1.2/compare');
    const shown = shownSections(compare);
    expect(shown.get('fees-and-credit')).toBe('Changed section, renamed from “Fees” (#fees)');
    expect([...shown.values()].filter((status) => /^(New section|Section removed)/.test(status))).toEqual([]);
    expect(compare).toMatch(/<ins[^>]*>and credit<\/ins>/);
    fx.git('checkout', '--quiet', '--', '.');
    fx.git('clean', '--quiet', '-fd', 'content/legal/versions');
  }, 240_000);
});
