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
import { describe, expect, it } from 'vitest';
import { contentPages } from './built';
import { isLegalArchivePath, routes } from '~/lib/routes';
import { normalizeText } from '~/lib/legal/text';
import { DEMO_MINUTES, accountCredit, aiTraining, demo, renewal } from '~/lib/facts';
import { builtAt } from '../built-routes';

import { postalAddress } from '~/lib/site-config';
import { site } from '~/site.config';

// The pages state each fact as it stands on the build's clock.
const day = builtAt();

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
      expect([renewal.rule(day), renewal.short], `${route}: "${sentence}"`).toContain(sentence);
    }
  });

  it('the renewal terms stand beside the purchase buttons and in the billing policies', () => {
    const pricing = byRoute('/pricing');
    const buttons = [...pricing.sentences.filter((s) => s === renewal.short)];
    expect(buttons.length, '/pricing: renewal terms under each plan button').toBeGreaterThanOrEqual(2);
    for (const route of ['/pricing', '/terms-of-service', '/cancellation-policy']) {
      expect(byRoute(route).text, route).toContain(renewal.reminder(day));
    }
    for (const route of ['/terms-of-service', '/cancellation-policy']) {
      expect(byRoute(route).text, route).toContain(renewal.rule(day));
    }
  });

  it('account credit pays for the same thing everywhere, as it stands on the build day', () => {
    const scope = accountCredit.scope(day);
    const stated = sentencesMatching(/\bcredit\b/i, /\b(pays? for|used? (it )?toward|usable toward|can be used)\b/i);
    expect(stated.length).toBeGreaterThan(0);
    for (const { route, sentence } of stated) expect(sentence, `${route}: "${sentence}"`).toContain(scope);
    for (const route of ['/pricing', '/terms-of-service', '/account-credit-policy', '/cancellation-policy']) {
      expect(byRoute(route).text, route).toContain(scope);
    }
  });

  it('the policies that promise anything about AI training make the same promise', () => {
    for (const route of ['/terms-of-service', '/privacy-policy', '/eula', '/data-processing-agreement']) {
      expect(byRoute(route).text, route).toContain(aiTraining.promise(day));
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
