/**
 * The pure parts of the legal archive: the snapshot file format, the body
 * taken from a built page, the archive routes, the kinds of change, and the
 * redline (sections matched by id and alias, blocks and words diffed, links
 * compared with their targets).
 */
import { describe, expect, it } from 'vitest';
import {
  bodyFromPage,
  digestOf,
  parseSnapshot,
  recordDigest,
  serializeSnapshot,
  snapshotKey,
  snapshotVisible,
  sourceDigest,
  visibleDifference,
  type Snapshot,
} from '~/lib/legal/archive';
import { isLegalArchivePath } from '~/lib/routes';
import { redline, redlineCounts, wordRuns } from '~/lib/legal/redline';
import { CHANGE_KINDS, CHANGE_KIND_INFO, kindDefinitions } from '~/lib/legal/kinds';

const heading = (id: string, text: string) =>
  `<div class="legal-heading"><h2 id="${id}">${text}</h2><a class="heading-link" href="#${id}" aria-label="Link to section: ${text}"></a></div>`;

const snapshot: Snapshot = {
  id: 'terms-of-service',
  title: 'Terms of Service --> "quoted"',
  version: '1.1',
  effectiveDate: '2025-03-01',
  lastUpdated: '2025-01-30',
  sourceSha256: 'abc',
  html: `${heading('accounts', 'Accounts')}\n<p>Each person may hold one account.</p>`,
};

describe('snapshot files', () => {
  it('round-trip through their text, and a title cannot close the header comment', () => {
    const text = serializeSnapshot(snapshot);
    expect(text.split('\n')[0]).toBe('<!-- legal-snapshot');
    expect(text.indexOf('-->')).toBe(text.lastIndexOf('-->'));
    expect(parseSnapshot(text)).toEqual(snapshot);
  });

  it('refuse a file without the header, or a header missing a field, naming the file', () => {
    expect(() => parseSnapshot('<p>Hi</p>', 'content/legal/versions/x/1.0.html')).toThrow(
      /content\/legal\/versions\/x\/1\.0\.html: expected a "<!-- legal-snapshot/,
    );
    expect(() => parseSnapshot('<!-- legal-snapshot\n{"id":"x"}\n-->\n<p>Hi</p>', 'f')).toThrow(/f: the snapshot header needs "title"/);
  });

  it('are named by document and version', () => {
    expect(snapshotKey('/content/legal/versions/eula/1.3.html')).toEqual({ id: 'eula', version: '1.3' });
    expect(snapshotKey('content/legal/eula.mdx')).toBeUndefined();
  });

  it('take the body of a built page one element a line, without Astro style attributes', () => {
    const page = `<!doctype html><html><body><main><div class="prose" data-astro-cid-abc data-legal-body>${heading('a', 'A')}<p data-astro-cid-abc>Text <a href="/eula">EULA</a>.</p></div></main></body></html>`;
    const body = bodyFromPage(page);
    expect(body.split('\n')).toHaveLength(2);
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

  it("record a frozen file's digest under its change entry, and replace one already there, leaving the rest byte for byte", () => {
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
    const other = digestOf('other text');
    expect(recordDigest(once, '1.0', other)).toBe(once.replace(digest, other));
    expect(recordDigest(source, '1.1', digest).split('\n')[8]).toBe(`    digest: ${digest}`);
    expect(() => recordDigest(source, '2.0', digest)).toThrow(/no change entry for version 2.0/);
  });

  it('of the source leave the recorded digests out, so recording one does not make the source look edited', () => {
    expect(sourceDigest(recordDigest(source, '1.0', digestOf('x')))).toBe(sourceDigest(source));
    expect(sourceDigest(source.replace('Body.', 'Body, edited.'))).not.toBe(sourceDigest(source));
  });
});

describe('archive routes', () => {
  it('are the versions pages and below, nothing else', () => {
    for (const path of ['/eula/versions', '/eula/versions/', '/eula/versions/1.3', '/eula/versions/1.4/compare'])
      expect(isLegalArchivePath(path), path).toBe(true);
    for (const path of ['/eula', '/legal/changelog', '/press/versions-of-us/x', '/versions'])
      expect(isLegalArchivePath(path), path).toBe(false);
  });
});

describe('kinds of change', () => {
  it('have a label and a definition each; the sentence defines every kind but initial', () => {
    for (const kind of CHANGE_KINDS) expect(CHANGE_KIND_INFO[kind].label.length).toBeGreaterThan(3);
    const sentence = kindDefinitions();
    for (const kind of CHANGE_KINDS.filter((k) => k !== 'initial'))
      expect(sentence).toContain(`${kind} change ${CHANGE_KIND_INFO[kind].definition}`);
    expect(sentence).toMatch(/^A material change .*; an editorial change .*\.$/);
  });
});

describe('redline', () => {
  const v1 = snapshotVisible(
    [
      heading('accounts', 'Accounts'),
      '<p>Each person may hold one account.</p>',
      heading('fees', 'Fees'),
      '<p>A fee applies. See <a href="/pricing">pricing</a>.</p>',
      heading('law', 'Law'),
      '<p>Delaware.</p>',
    ].join(''),
  );

  it('marks one changed word as deleted and its replacement as inserted, and leaves other sections unchanged', () => {
    const v2 = snapshotVisible(
      [
        heading('accounts', 'Accounts'),
        '<p>Each person may hold one personal account.</p>',
        heading('fees', 'Fees'),
        '<p>A fee applies. See <a href="/pricing">pricing</a>.</p>',
        heading('law', 'Law'),
        '<p>Delaware.</p>',
      ].join(''),
    );
    const sections = redline(v1, v2);
    expect(sections.map((s) => [s.id, s.status])).toEqual([
      ['accounts', 'changed'],
      ['fees', 'same'],
      ['law', 'same'],
    ]);
    const edit = sections[0].blocks.find((b) => b.kind === 'edit')!;
    expect(wordRuns(edit.words!).filter((r) => r.kind !== 'same')).toEqual([{ kind: 'add', text: 'personal' }]);
    expect(redlineCounts(sections)).toEqual({ added: 1, removed: 0 });
  });

  it('shows a changed link target as a change, though the link text is the same', () => {
    const v2 = snapshotVisible(
      [
        heading('accounts', 'Accounts'),
        '<p>Each person may hold one account.</p>',
        heading('fees', 'Fees'),
        '<p>A fee applies. See <a href="/pricing#plans">pricing</a>.</p>',
        heading('law', 'Law'),
        '<p>Delaware.</p>',
      ].join(''),
    );
    const fees = redline(v1, v2).find((s) => s.id === 'fees')!;
    expect(fees.status).toBe('changed');
    const words = fees.blocks.flatMap((b) => b.words ?? []).filter((w) => w.kind !== 'same');
    expect(words).toEqual([
      { kind: 'del', value: '(/pricing).' },
      { kind: 'add', value: '(/pricing#plans).' },
    ]);
  });

  it('compares a renamed section with its predecessor through the alias anchor the page carries, or the frontmatter alias', () => {
    const renamed = [
      heading('accounts', 'Accounts'),
      '<p>Each person may hold one account.</p>',
      '<span id="fees"></span>',
      heading('fees-and-credit', 'Fees and credit'),
      '<p>A fee applies. See <a href="/pricing">pricing</a>.</p>',
      heading('law', 'Law'),
      '<p>Delaware.</p>',
    ].join('');
    for (const [html, aliases] of [
      [renamed, {}],
      [renamed.replace('<span id="fees"></span>', ''), { fees: 'fees-and-credit' }],
    ] as const) {
      const fees = redline(v1, snapshotVisible(html), aliases).find((s) => s.id === 'fees-and-credit')!;
      expect(fees.status).toBe('changed');
      expect(fees.renamedFrom).toEqual({ id: 'fees', title: 'Fees' });
      expect(fees.blocks.filter((b) => b.kind !== 'same').map((b) => b.kind)).toEqual(['edit']);
      expect(redline(v1, snapshotVisible(html), aliases).some((s) => s.status === 'removed' || s.status === 'added')).toBe(false);
    }
    // Without any alias, the renamed section reads as one removed and one added.
    const plain = redline(v1, snapshotVisible(renamed.replace('<span id="fees"></span>', '')));
    expect(plain.filter((s) => s.status !== 'same').map((s) => [s.id, s.status])).toEqual([
      ['fees', 'removed'],
      ['fees-and-credit', 'added'],
    ]);
  });

  it('puts a removed section where it stood and an added one where it stands', () => {
    const v2 = snapshotVisible(
      [
        heading('accounts', 'Accounts'),
        '<p>Each person may hold one account.</p>',
        heading('law', 'Law'),
        '<p>Delaware.</p>',
        heading('notices', 'Notices'),
        '<p>By mail.</p>',
      ].join(''),
    );
    expect(redline(v1, v2).map((s) => `${s.id}:${s.status}`)).toEqual(['accounts:same', 'fees:removed', 'law:same', 'notices:added']);
  });
});
