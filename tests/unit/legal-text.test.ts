/**
 * The text of a legal document (src/lib/legal/text.ts) and its redline
 * (src/lib/legal/redline.ts): the heading plugin (explicit ids, self-links,
 * alias anchors), and sections matched by id and alias, blocks and words
 * diffed, links compared with their targets.
 */
import { describe, expect, it } from 'vitest';
import { markdownToHtml, type MarkdownToHtmlResult } from 'satteri';
import { snapshotVisible } from '~/lib/legal/archive';
import { redline, redlineCounts, wordRuns } from '~/lib/legal/redline';
import { compareDocument, formatReports } from '~/lib/legal/report';
import { legalHeadings } from '~/lib/legal/text';

const heading = (id: string, text: string) =>
  `<div class="legal-heading"><h2 id="${id}">${text}</h2><a class="heading-link" href="#${id}" aria-label="Link to section: ${text}"></a></div>`;

describe('legal heading plugin', () => {
  // The plugin is synchronous, so the result is too.
  const render = (markdown: string, frontmatter: Record<string, unknown> = {}, file = '/site/content/legal/terms.mdx') =>
    (
      markdownToHtml(markdown, {
        hastPlugins: [legalHeadings],
        features: { headingAttributes: true },
        fileURL: new URL(`file://${file}`),
        data: { astro: { frontmatter, headings: [], localImagePaths: new Set(), remoteImagePaths: new Set() } },
      }) as MarkdownToHtmlResult
    ).html;

  it('adds a labelled self-link beside each h2/h3, outside the heading', () => {
    const html = render('## Fees and payment {#fees}\n\nText.\n\n### Refunds {#refunds}\n');
    expect(html).toContain(
      '<div class="legal-heading"><h2 id="fees">Fees and payment</h2><a class="heading-link" href="#fees" aria-label="Link to section: Fees and payment"></a></div>',
    );
    expect(html).toContain('<h3 id="refunds">Refunds</h3><a class="heading-link" href="#refunds"');
  });

  it('puts an anchor for each retired id just before its successor heading', () => {
    const html = render('## Intro {#intro}\n\n## Fees {#fees}\n', { aliases: { 'fees-and-payment': 'fees', pricing: 'fees' } });
    expect(html).toMatch(/<span id="fees-and-payment"><\/span>\s*<span id="pricing"><\/span>\s*<div class="legal-heading"><h2 id="fees">/);
  });

  it('fails on a heading without an explicit id, naming the file and suggesting one', () => {
    expect(() => render('## Fees and payment\n')).toThrow(
      /content\/legal\/terms\.mdx: the heading "Fees and payment" needs an explicit id.*\{#fees-and-payment\}/,
    );
  });

  it('fails on a repeated id, a malformed id and an alias to nowhere', () => {
    expect(() => render('## A {#same}\n\n## B {#same}\n')).toThrow(/"same" is used twice/);
    expect(() => render('## A {#Fees_1}\n')).toThrow(/"Fees_1" must be lower-case words/);
    expect(() => render('## A {#a}\n', { aliases: { old: 'gone' } })).toThrow(
      /aliases: "old" points to "gone", but no heading has the id "gone"/,
    );
    expect(() => render('## A {#a}\n', { aliases: { a: 'a2' } })).toThrow(/"a" points to "a2"/);
  });

  it('leaves files outside content/legal alone', () => {
    const html = render('## Hello\n', {}, '/site/content/press/launch.mdx');
    expect(html).not.toContain('heading-link');
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

describe('the legal:diff report', () => {
  const side = (source: string, threshold: string) => ({
    source,
    visible: snapshotVisible(`${heading('fees', 'Fees')}<p>From <span data-fact="price.threshold">${threshold}</span>.</p>`),
  });

  it('leaves out an unchanged document, and names the shared fact behind a change the file did not make', () => {
    expect(compareDocument('terms', side('a', '$1,000'), side('a', '$1,000'))).toBeUndefined();
    const report = compareDocument('terms', side('a', '$1,000'), side('a', '$1,500'))!;
    expect(report).toMatchObject({ status: 'render-only', facts: ['price.threshold'], wordsAdded: 1, wordsRemoved: 1 });
    const text = formatReports([report], 'main', 'head');
    expect(text).toContain('Shared facts changed (content/facts.yaml): `price.threshold`');
    expect(text).toContain('From <del>$1,000.</del> <ins>$1,500.</ins>');
  });
});
