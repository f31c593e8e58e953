/**
 * Facts with one source read the same on every built page. The renewal, the
 * demo length, what account credit pays for and the AI-training promise live in
 * src/lib/facts.ts, the notice address in the site config; pages and policies
 * render them from there. This audit reads the built text of every page and
 * fails when a page states one of them differently. The legal archive's pages
 * (earlier versions and their redlines) are left out: they keep the words they
 * were published with.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_MINUTES, accountCredit, aiTraining, demo, renewal } from '~/lib/facts';
import { postalAddress } from '~/lib/site-config';
import { site } from '~/site.config';
import { byRoute, pages, sentencesMatching } from './page-text';

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

describe('one fact, one wording, on every page', () => {
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
