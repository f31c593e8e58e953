/**
 * Facts with one source read the same on every built page. The renewal, the
 * demo length, what account credit pays for and the AI-training promise live in
 * src/lib/facts.ts, the notice address in the site config; pages and policies
 * render them from there. This audit reads the built text of every page and
 * fails when a page states one of them differently, or when a wording the site
 * used to carry in competition with the source comes back. The legal
 * archive's pages (earlier versions and their redlines) are left out: they
 * keep the words they were published with.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentPages } from './built';
import { isLegalArchivePath, routes } from '~/lib/routes';
import { normalizeText } from '~/lib/legal/text';
import { DEMO_MINUTES, accountCredit, aiTraining, audit, demo, renewal } from '~/lib/facts';
import { dataList } from '../content';
import { useCaseTabs } from '~/lib/navigation';
import { hiringSentence } from '~/lib/company';
import { openJobs } from './jobs';
import { postalAddress } from '~/lib/site-config';
import { site } from '~/site.config';

// The pages state each fact as it stands on the build's clock.

interface PageText {
  route: string;
  text: string;
  sentences: string[];
}

const pages: PageText[] = contentPages()
  // The archive and the changelog list every version, each true to its own dates; they state nothing of today.
  .filter((p) => !isLegalArchivePath(p.route) && p.route !== routes.legalChangelog)
  .map((p) => {
    const root = (p.document.querySelector('main') ?? p.document.body).cloneNode(true) as Element;
    // A policy's change list and its notice of a coming version describe other versions, each true to its own
    // dates; what the page states is the rest.
    for (const other of root.querySelectorAll('.legal-changes, .legal-upcoming')) other.remove();
    const blocks = [...root.querySelectorAll('p, li, td, th, dd, dt, h1, h2, h3, figcaption, blockquote')].map((el) =>
      normalizeText(el.textContent ?? ''),
    );
    return {
      route: p.route,
      text: normalizeText(root.textContent ?? ''),
      sentences: blocks.flatMap((block) => block.split(/(?<=[.!?])\s+(?=[A-Z0-9"(])/)).filter(Boolean),
    };
  });

const byRoute = (route: string) => {
  const found = pages.find((p) => p.route === route);
  if (!found) throw new Error(`No built page for ${route}`);
  return found;
};

/** Sentences on any page that match every pattern, with their route. */
function sentencesMatching(...patterns: RegExp[]): { route: string; sentence: string }[] {
  return pages.flatMap((p) =>
    p.sentences.filter((s) => patterns.every((re) => re.test(s))).map((sentence) => ({ route: p.route, sentence })),
  );
}

const NUMBER_WORDS: Record<string, number> = {
  ten: 10,
  fifteen: 15,
  twenty: 20,
  'twenty-five': 25,
  thirty: 30,
  forty: 40,
  'forty-five': 45,
  sixty: 60,
};
const minutesOf = (word: string) => (/^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word.toLowerCase()]);

/** Wordings removed because they contradicted the source; none may return on any page. */
const RETIRED: { fact: string; pattern: RegExp }[] = [
  { fact: 'renewal', pattern: /choose whether to renew/i },
  { fact: 'renewal', pattern: /prepaid once/i },
  { fact: 'renewal', pattern: /before an annual subscription renews/i },
  { fact: 'price', pattern: /all you ever pay/i },
  { fact: 'price', pattern: /costs you less than a flat subscription/i },
  { fact: 'price', pattern: /\$\d+\.\d\d a day/i },
  { fact: 'credit scope', pattern: /future subscriptions and fees/i },
  { fact: 'AI training', pattern: /general-purpose artificial intelligence models/i },
  { fact: 'collaborators', pattern: /nothing is filed until every collaborator/i },
  { fact: 'legal entity', pattern: /Inc\.\./ },
  // Above the crossover the fee costs more than the prepaid price; the FAQ says so.
  { fact: 'price', pattern: /better than prepaid/i },
  { fact: 'price', pattern: /a prepaid plan that pays for itself/i },
  { fact: 'price', pattern: /earns? a fee only once/i },
  // The updates' cadence is derived from the collection (src/lib/investor-updates.ts).
  { fact: 'investor updates', pattern: /every month we write/i },
];

describe('one fact, one wording, on every page', () => {
  it.each(RETIRED.map((r) => [r.fact, r.pattern] as const))('no page brings back a retired %s wording (%s)', (_fact, pattern) => {
    const hits = pages.filter((p) => pattern.test(p.text)).map((p) => p.route);
    expect(hits, `${pattern} found on ${hits.join(', ')}`).toEqual([]);
  });

  it(`every demo or call length is the source's ${DEMO_MINUTES} minutes`, () => {
    const stated = pages.flatMap((p) =>
      [...p.text.matchAll(/\b([\w-]+?)[- ]minutes?(?: free)? (?:call|demo)\b|\b([\w-]+) minutes with our team\b/gi)].map((m) => ({
        route: p.route,
        phrase: m[0],
        minutes: minutesOf(m[1] ?? m[2]),
      })),
    );
    expect(stated.length, 'no page states the demo length').toBeGreaterThan(0);
    for (const s of stated) expect(s.minutes, `${s.route}: "${s.phrase}"`).toBe(DEMO_MINUTES);
    for (const route of ['/', '/pricing', '/mobile-one-pager']) {
      expect(byRoute(route).text, route).toMatch(new RegExp(`${demo.length}|${demo.minutes}`));
    }
  });

  it('every sentence about automatic renewal is the source sentence', () => {
    const stated = sentencesMatching(/\brenew/i, /automatic/i);
    expect(stated.length).toBeGreaterThan(0);
    for (const { route, sentence } of stated) {
      expect([renewal.rule, renewal.short], `${route}: "${sentence}"`).toContain(sentence);
    }
  });

  it('the renewal terms stand beside the purchase buttons and in the billing policies', () => {
    const pricing = byRoute('/pricing');
    const buttons = [...pricing.sentences.filter((s) => s === renewal.short)];
    expect(buttons.length, '/pricing: renewal terms under each plan button').toBeGreaterThanOrEqual(2);
    for (const route of ['/pricing', '/terms-of-service', '/cancellation-policy']) {
      expect(byRoute(route).text, route).toContain(renewal.reminder);
    }
    for (const route of ['/terms-of-service', '/cancellation-policy']) {
      expect(byRoute(route).text, route).toContain(renewal.rule);
    }
  });

  it('account credit pays for the same thing everywhere', () => {
    const scope = accountCredit.scope;
    const stated = sentencesMatching(/\bcredit\b/i, /\b(pays? for|used? (it )?toward|usable toward|can be used)\b/i);
    expect(stated.length).toBeGreaterThan(0);
    for (const { route, sentence } of stated) expect(sentence, `${route}: "${sentence}"`).toContain(scope);
    for (const route of ['/pricing', '/terms-of-service', '/account-credit-policy', '/cancellation-policy']) {
      expect(byRoute(route).text, route).toContain(scope);
    }
  });

  it('the policies that promise anything about AI training make the same promise', () => {
    for (const route of ['/terms-of-service', '/privacy-policy', '/eula', '/data-processing-agreement']) {
      expect(byRoute(route).text, route).toContain(aiTraining.promise);
    }
  });

  it('legal notices and the copyright agent give the postal address and phone from the site config', () => {
    for (const route of ['/dmca', '/terms-of-service', '/data-processing-agreement']) {
      const { text } = byRoute(route);
      expect(text, route).toContain(postalAddress(site));
      expect(text, route).toContain(site.office.phone);
    }
  });
});

describe('pages that state the same rule state it alike', () => {
  it('a label’s or a catalog’s audit is priced at what an audit firm charges, not one creator’s audit', () => {
    // Every price on a page, with the words just around it: when they speak of auditing a label's or a
    // catalog's works (and not "one creator's catalog"), the price is the audit firm's.
    const figure = audit.firmCost.replace(/\+$/, '');
    const priced = pages.flatMap((p) =>
      [...p.text.matchAll(/\$[\d,]+(?:–\$?[\d,]+)?\+?(?: or more)?/g)].map((m) => ({
        route: p.route,
        price: m[0],
        around: p.text.slice(Math.max(0, m.index - 20), m.index + m[0].length + 25),
      })),
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

  it('product names are written one way on every page outside the legal documents', () => {
    // Legal review owns the policies' wording; the report lists where they still differ.
    const legal = new Set(
      readdirSync('content/legal')
        .filter((f) => f.endsWith('.mdx'))
        .map((f) => `/${f.replace(/\.mdx$/, '')}`),
    );
    const marketing = pages.filter((p) => !legal.has(p.route.split('/').slice(0, 2).join('/')) && !p.route.startsWith('/legal'));
    for (const name of ['Story-to-Splits', 'Metadata Time Machine']) {
      const pattern = new RegExp(name.replace(/[- ]/g, '[- ]?'), 'gi');
      const variants = marketing.flatMap((p) =>
        [...p.text.matchAll(pattern)].filter((m) => m[0] !== name).map((m) => `${p.route}: ${m[0]}`),
      );
      expect(variants, name).toEqual([]);
    }
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
