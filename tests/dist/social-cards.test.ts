/**
 * Every article shares as itself (src/lib/og-image.ts): each press release,
 * investor update, case study and policy points og:image and twitter:image at
 * its own 1200×630 card, which the build wrote; every other page at the site's
 * default card. The articles are read from the content files.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { documents } from '~/lib/collections';
import { socialCardPath } from '~/lib/og-image';
import { caseStudyPath, investorUpdatePath, legalPath, pressPath } from '~/lib/routes';
import { site } from '~/site.config';
import { entries } from '../content';
import { contentPages, fileForPath, page } from './built';

const articles = [
  ...entries(documents.press).map((e) => pressPath(e.id)),
  ...entries(documents.investorUpdates).map((e) => investorUpdatePath(e.id)),
  ...entries(documents.caseStudies).map((e) => caseStudyPath(e.id)),
  ...entries(documents.legal).map((e) => legalPath(e.id)),
];

/** The og:image and twitter:image of a page. */
const sharedImages = (doc: Document) =>
  ['meta[property="og:image"]', 'meta[name="twitter:image"]'].map((selector) => doc.querySelector(selector)?.getAttribute('content'));

/** A PNG's signature and the size in its header. */
function pngSize(path: string) {
  const file = fileForPath(path);
  if (!file) return undefined;
  const bytes = readFileSync(file);
  return { png: bytes.subarray(1, 4).toString('latin1') === 'PNG', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('social cards', () => {
  it.each(articles)('%s shares its own 1200×630 card', (path) => {
    const card = socialCardPath(path);
    expect(sharedImages(page(path).document)).toEqual([new URL(card, site.url).href, new URL(card, site.url).href]);
    expect(pngSize(card)).toEqual({ png: true, width: 1200, height: 630 });
  });

  it('every other page shares the default card', () => {
    const others = contentPages().filter((p) => !articles.includes(p.route) && p.document.querySelector('meta[property="og:image"]'));
    const fallback = new URL('/og-default.png', site.url).href;
    for (const other of others) expect(sharedImages(other.document), other.route).toEqual([fallback, fallback]);
    expect(pngSize('/og-default.png')).toEqual({ png: true, width: 1200, height: 630 });
  });
});
