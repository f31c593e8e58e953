/**
 * The text of a legal document (src/lib/legal/text.ts) and its redline
 * (src/lib/legal/redline.ts): the heading plugin's explicit ids, sections
 * matched by id, blocks and words diffed, links compared with their targets,
 * and the legal:diff report.
 */
import { describe, expect, it } from 'vitest';
import { markdownToHtml, type MarkdownToHtmlResult } from 'satteri';
import { snapshotVisible } from '~/lib/legal/archive';
import { redline, redlineCounts, reportDocument } from '~/lib/legal/redline';
import { legalHeadings } from '~/lib/legal/text';

const heading = (id: string, text: string) => `<h2 id="${id}">${text}</h2>`;

describe('legal heading plugin', () => {
  // The plugin is synchronous, so the result is too.
  const render = (markdown: string, file = '/site/content/legal/terms.mdx') =>
    (
      markdownToHtml(markdown, {
        hastPlugins: [legalHeadings],
        features: { headingAttributes: true },
        fileURL: new URL(`file://${file}`),
        data: { astro: { frontmatter: {}, headings: [], localImagePaths: new Set(), remoteImagePaths: new Set() } },
      }) as MarkdownToHtmlResult
    ).html;

  it('keeps explicit ids, and fails on a heading without one, naming the file and suggesting one', () => {
    expect(render('## Fees and payment {#fees}\n')).toContain('<h2 id="fees">Fees and payment</h2>');
    expect(() => render('## Fees and payment\n')).toThrow(
      /content\/legal\/terms\.mdx: the heading "Fees and payment" needs an explicit id.*\{#fees-and-payment\}/,
    );
    expect(() => render('## Hello\n', '/site/content/press/launch.mdx')).not.toThrow();
  });

  it('fails on a repeated id and a malformed id', () => {
    expect(() => render('## A {#same}\n\n## B {#same}\n')).toThrow(/"same" is used twice/);
    expect(() => render('## A {#Fees_1}\n')).toThrow(/"Fees_1" must be lower-case words/);
  });
});

describe('redline', () => {
  const page = (accounts: string, fees: string, extra = '') =>
    snapshotVisible([heading('accounts', 'Accounts'), `<p>${accounts}</p>`, heading('fees', 'Fees'), `<p>${fees}</p>`, extra].join(''));
  const v1 = page('Each person may hold one account.', 'A fee applies. See <a href="/pricing">pricing</a>.', heading('law', 'Law'));

  it('marks one changed word as inserted, and leaves other sections unchanged', () => {
    const sections = redline(
      v1,
      page('Each person may hold one personal account.', 'A fee applies. See <a href="/pricing">pricing</a>.', heading('law', 'Law')),
    );
    expect(sections.map((s) => [s.id, s.status])).toEqual([
      ['accounts', 'changed'],
      ['fees', 'same'],
      ['law', 'same'],
    ]);
    expect(sections[0].blocks.flatMap((b) => b.runs).filter((r) => r.kind !== 'same')).toEqual([{ kind: 'add', text: 'personal' }]);
    expect(redlineCounts(sections)).toEqual({ added: 1, removed: 0 });
  });

  it('shows a changed link target as a change, though the link text is the same', () => {
    const fees = redline(
      v1,
      page('Each person may hold one account.', 'A fee applies. See <a href="/pricing#plans">pricing</a>.', heading('law', 'Law')),
    )[1];
    expect(fees.blocks.flatMap((b) => b.runs).filter((r) => r.kind !== 'same')).toEqual([
      { kind: 'del', text: '(/pricing).' },
      { kind: 'add', text: '(/pricing#plans).' },
    ]);
  });

  it('puts a removed section where it stood and an added one where it stands', () => {
    const v2 = snapshotVisible(
      [
        heading('accounts', 'Accounts'),
        '<p>Each person may hold one account.</p>',
        heading('law', 'Law'),
        heading('notices', 'Notices'),
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
    expect(reportDocument('terms', side('a', '$1,000'), side('a', '$1,000'))).toEqual([]);
    const text = reportDocument('terms', side('a', '$1,000'), side('a', '$1,500')).join('\n');
    expect(text).toContain('`content/legal/terms.mdx`: render only (the visible text changed, the file did not) (+1 −1 words)');
    expect(text).toContain('Shared facts changed (content/facts.yaml): `price.threshold`');
    expect(text).toContain('From <del>$1,000.</del> <ins>$1,500.</ins>');
  });
});
