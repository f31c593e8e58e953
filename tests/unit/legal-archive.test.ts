/**
 * The legal archive's file format (src/lib/legal/archive.ts): a frozen
 * version's file, the body taken from a built page, what a visitor reads in
 * it, and the digest recorded in the document's change entry.
 */
import { describe, expect, it } from 'vitest';
import {
  bodyFromPage,
  digestOf,
  parseSnapshot,
  recordDigest,
  serializeSnapshot,
  snapshotVisible,
  visibleDifference,
  type Snapshot,
} from '~/lib/legal/archive';

const heading = (id: string, text: string) => `<h2 id="${id}">${text}</h2>`;

const snapshot: Snapshot = {
  id: 'terms-of-service',
  title: 'Terms of Service --> "quoted"',
  version: '1.1',
  effectiveDate: '2025-03-01',
  lastUpdated: '2025-01-30',
  html: `${heading('accounts', 'Accounts')}\n<p>Each person may hold one account.</p>`,
};

describe('snapshot files', () => {
  it('round-trip through their text, and a title cannot close the header comment', () => {
    const text = serializeSnapshot(snapshot);
    expect(text.split('\n')[0]).toBe('<!-- legal-snapshot');
    expect(text.indexOf('-->')).toBe(text.lastIndexOf('-->'));
    expect(parseSnapshot(text)).toEqual(snapshot);
  });

  it('refuse a file without the header, or a header missing a field, naming the file and the field', () => {
    expect(() => parseSnapshot('<p>Hi</p>', 'content/legal/versions/x/1.0.html')).toThrow(
      /content\/legal\/versions\/x\/1\.0\.html: expected a "<!-- legal-snapshot/,
    );
    expect(() => parseSnapshot('<!-- legal-snapshot\n{"id":"x"}\n-->\n<p>Hi</p>', 'f')).toThrow(/f: .* with "title"/);
  });

  it('take the body of a built page one element a line, without Astro style attributes', () => {
    const elements = [heading('a', 'A'), '<p data-astro-cid-abc>Text <a href="/eula">EULA</a>.</p>'];
    const page = `<!doctype html><html><body><main><div class="prose" data-astro-cid-abc data-legal-body>${elements.join('')}</div></main></body></html>`;
    const body = bodyFromPage(page);
    expect(body.split('\n')).toHaveLength(elements.length);
    expect(body).not.toMatch(/data-astro/);
    expect(body).toContain('<a href="/eula">EULA</a>');
  });

  it('differ in text, in ids, or not at all (typography aside)', () => {
    const a = snapshotVisible(`${heading('a', 'A')}<p>It’s one account.</p>`);
    expect(visibleDifference(a, snapshotVisible(`${heading('a', 'A')}<p>It's  one account.</p>`))).toBeNull();
    expect(visibleDifference(a, snapshotVisible(`${heading('a', 'A')}<p>It's two accounts.</p>`))).toBe('text');
    expect(visibleDifference(a, snapshotVisible(`${heading('b', 'A')}<p>It's one account.</p>`))).toBe('ids');
  });
});

describe('digests', () => {
  const source = [
    '---',
    'title: Terms',
    'version: "1.1"',
    'changes:',
    '  - version: "1.1"',
    '    date: 2025-06-01',
    '    kind: material',
    '    summary: A change.',
    '  - version: "1.0"',
    '    date: 2025-01-15',
    '    kind: initial',
    '    summary: Initial publication.',
    '---',
    'Body.',
    '',
  ].join('\n');

  it("record a frozen file's digest as the last field of its change entry, leaving the rest byte for byte", () => {
    const digest = digestOf('frozen text');
    expect(digest).toMatch(/^sha256-[0-9a-f]{64}$/);
    const once = recordDigest(source, '1.0', digest);
    expect(once.split('\n').slice(10, 15)).toEqual([
      '    kind: initial',
      '    summary: Initial publication.',
      `    digest: ${digest}`,
      '---',
      'Body.',
    ]);
    expect(once.replace(`    digest: ${digest}\n`, '')).toBe(source);
    expect(recordDigest(source, '1.1', digest).split('\n')[8]).toBe(`    digest: ${digest}`);
    expect(() => recordDigest(source, '2.0', digest)).toThrow(/no change entry for version 2.0/);
  });
});
