/**
 * Pages that state the same rule state it alike: what an audit costs, when the fee starts, what a
 * term counts, the roles /careers offers, product names, and no evergreen page promising a
 * dated future event. Read from the built text of every page (page-text.ts).
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentPages } from './built';
import { isLegalArchivePath } from '~/lib/routes';
import { normalizeText } from '~/lib/legal/text';
import { audit } from '~/lib/facts';
import { dataList } from '../content';
import { useCaseTabs } from '~/lib/navigation';
import { hiringSentence } from '~/lib/company-rules';
import { openJobs } from './jobs';
import { byRoute, pages, sentencesMatching } from './page-text';

describe('pages that state the same rule state it alike', () => {
  it('a label’s or a catalog’s audit is priced at what an audit firm charges, not one creator’s audit', () => {
    // Every price in a sentence, with the words just around it: when they speak of auditing a label's or a
    // catalog's works (and not "one creator's catalog"), the price is the audit firm's.
    const figure = audit.firmCost.replace(/\+$/, '');
    const priced = pages.flatMap((p) =>
      p.sentences.flatMap((sentence) =>
        [...sentence.matchAll(/\$[\d,]+(?:–\$?[\d,]+)?\+?(?: or more)?/g)].map((m) => ({
          route: p.route,
          price: m[0],
          around: sentence.slice(Math.max(0, m.index - 20), m.index + m[0].length + 25),
        })),
      ),
    );
    const catalogAudits = priced.filter(
      ({ around }) => /audit/i.test(around) && /\b(label|catalog)/i.test(around) && !/creator/i.test(around),
    );
    expect(catalogAudits.length, 'no page prices a catalog audit').toBeGreaterThan(0);
    for (const { route, price, around } of catalogAudits) expect(price, `${route}: "…${around}…"`).toContain(figure);

    // The use-case panel written for labels speaks of their catalogs throughout, so any audit it prices is a catalog's.
    const useCases = contentPages().find((p) => p.route === '/use-cases')!.document;
    const labelPanels = dataList('product/audiences.yaml')
      .filter((audience) => /label/i.test(useCaseTabs.find((tab) => tab.key === audience.id)?.label ?? ''))
      .map((audience) =>
        [...useCases.querySelectorAll('h2')].find((h2) => normalizeText(h2.textContent ?? '') === audience.headline)?.closest('article'),
      );
    expect(labelPanels.length, 'no use-case panel for labels').toBeGreaterThan(0);
    for (const panel of labelPanels) {
      const text = normalizeText(panel?.textContent ?? '');
      expect(text, 'the labels panel').not.toBe('');
      for (const m of text.matchAll(/\$[\d,]+(?:–\$?[\d,]+)?\+?/g)) {
        const around = text.slice(Math.max(0, m.index - 30), m.index + m[0].length + 30);
        if (/audit/i.test(around)) expect(m[0], `/use-cases, labels: "…${around}…"`).toContain(figure);
      }
    }
  });

  it('the fee and the credit start when a term’s royalties reach the threshold, not once they pass or exceed it', () => {
    // The rule is "at or above": royalties of exactly the threshold already pay the fee.
    const stated = sentencesMatching(/\b(pass|passes|passed|exceed|exceeds|exceeded)\b[^.;]*\b(the threshold|\$1,000)\b/i);
    expect(stated).toEqual([]);
  });

  it('every sentence that says what is added up at the end of a term counts what was collected during that term', () => {
    const stated = sentencesMatching(/\badd up the royalties\b/i);
    expect(stated.map((s) => s.route)).toContain('/pricing');
    for (const { route, sentence } of stated) expect(sentence, `${route}: "${sentence}"`).toMatch(/collected during that term/);
  });

  it('/about and /team name the roles /careers offers', () => {
    const sentence = hiringSentence(openJobs().open.map((job) => job.title));
    for (const route of ['/about', '/team']) expect(byRoute(route).text, route).toContain(sentence);
  });

  it('no evergreen page promises a dated future event', () => {
    // A press release or an investor update may say what was planned on its date; a page without a
    // date of its own must not repeat such a plan ("We will open the round in March"), because the
    // month passes and the page does not change.
    const legal = new Set(
      readdirSync('content/legal')
        .filter((f) => f.endsWith('.mdx'))
        .map((f) => `/${f.replace(/\.mdx$/, '')}`),
    );
    const dated = (route: string) =>
      /^\/press\/[^/]+$/.test(route) ||
      /^\/investors\/newsletters\/[^/]+$/.test(route) ||
      route.startsWith('/legal') ||
      legal.has(route.split('/').slice(0, 2).join('/'));
    const month = '(January|February|March|April|May|June|July|August|September|October|November|December)';
    const promise = new RegExp(
      `\\b(will|shall|is going to|are going to|opens?|starts?|begins?|launch(es)?|follows?|coming|planned|plans? to)\\b[^.;]{0,80}\\b(in|on|by|from|before|until|after|this|next) ${month}\\b`,
      'i',
    );
    // A list's card of a dated record (an article with its date) quotes that record, so it is left out.
    const promises = contentPages()
      .filter((p) => !isLegalArchivePath(p.route) && !dated(p.route))
      .flatMap((p) => {
        const main = (p.document.querySelector('main') ?? p.document.body).cloneNode(true) as Element;
        for (const card of main.querySelectorAll('article')) if (card.querySelector('time[datetime]')) card.remove();
        return [...main.querySelectorAll('p, li, td, dd, h1, h2, h3, figcaption, blockquote')]
          .flatMap((el) => normalizeText(el.textContent ?? '').split(/(?<=[.!?])\s+(?=[A-Z0-9"(])/))
          .filter((sentence) => promise.test(sentence))
          .map((sentence) => `${p.route}: ${sentence}`);
      });
    expect(promises).toEqual([]);
  });
});
