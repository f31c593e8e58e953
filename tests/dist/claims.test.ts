/**
 * Say it once (docs/decisions.md, "Which page owns which story"): every page
 * states a marketing claim as src/lib/claims.ts does, names each tool as the
 * tool catalog does, gives each action one casing and ends each sentence
 * before the next begins. Expectations come from the claims module, the
 * pricing module and the data files; the pages are the built ones.
 *
 * Dated records (press releases, investor updates) keep the figures of their
 * day and are corrected with a note (CONTENT.md), so the figure checks read the
 * evergreen pages; the legal documents are the legal review's wording and keep
 * their own names, so the name checks read the rest.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readText } from './built';
import { SENTENCE_END, pages } from './page-text';
import { sitemapRoutes } from '../built-routes';
import { routes } from '~/lib/routes';
import { normalizeText } from '~/lib/legal/text';
import { claims, societiesCovered, toolCount } from '~/lib/claims';
import { cents, formatUsd } from '~/lib/pricing';
import { price } from '~/lib/facts-data';
import { tools as coreTools } from '~/lib/navigation';
import { dataList } from '../content';

const TEXT = 'p, li, blockquote, dd, td, figcaption';

const legalDocuments = new Set(
  readdirSync('content/legal')
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => `/${file.replace(/\.mdx$/, '')}`),
);
const isLegal = (route: string) => legalDocuments.has(route.split('/').slice(0, 2).join('/')) || route.startsWith('/legal');
const isDated = (route: string) => /^\/press\/[^/]+$/.test(route) || /^\/investors\/newsletters\/[^/]+$/.test(route);

const named = pages.filter((p) => !isLegal(p.route));
const evergreen = named.filter((p) => !isDated(p.route));

/** Sentences of the evergreen pages that match every pattern, as "route: sentence". */
const stating = (...patterns: RegExp[]) =>
  evergreen.flatMap((p) => p.sentences.filter((s) => patterns.every((re) => re.test(s))).map((s) => ({ route: p.route, s })));

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('one name and one casing for each thing', () => {
  // With the short name the pages use for the first tool.
  const catalog = [...dataList<{ tool: string }>('marketing/tool-catalog.yaml').map((entry) => entry.tool), 'Story-to-Splits'];

  it.each(catalog)('the tool "%s" is written as the tool catalog writes it', (name) => {
    // "royalty-recovery service" is an adjective, not the tool: a space in the name matches a space only.
    const pattern = new RegExp(`(?<![\\w-])${literal(name).replace(/\\-/g, '[- ]')}(?![\\w-])`, 'gi');
    const variants = named.flatMap((p) => [...p.text.matchAll(pattern)].filter((m) => m[0] !== name).map((m) => `${p.route}: ${m[0]}`));
    expect(variants).toEqual([]);
  });

  it('every action label has one casing across the site', () => {
    const casings = new Map<string, Map<string, string>>();
    for (const p of named) {
      for (const el of p.document.querySelectorAll('a[href], button')) {
        const label = normalizeText(el.getAttribute('aria-label') ?? readText(el));
        if (!/[A-Za-z]/.test(label)) continue;
        const forms = casings.get(label.toLowerCase()) ?? new Map<string, string>();
        if (!forms.has(label)) forms.set(label, p.route);
        casings.set(label.toLowerCase(), forms);
      }
    }
    const drift = [...casings.values()]
      .filter((forms) => forms.size > 1)
      .map((forms) => [...forms].map(([l, r]) => `"${l}" (${r})`).join(' / '));
    expect(drift).toEqual([]);
  });

  it('no sentence runs into the next without a space', () => {
    const runOn = pages.flatMap((p) =>
      p.blocks.flatMap((block) =>
        [...block.matchAll(/[a-z0-9)”"’][.!?][A-Z“"][a-z]/g)].map(
          (m) => `${p.route}: …${block.slice(Math.max(0, m.index - 30), m.index + 30)}…`,
        ),
      ),
    );
    expect(runOn).toEqual([]);
  });
});

describe('each claim as the claims module states it', () => {
  it('a stat tile that carries a claim’s qualifier shows the claim’s figure', () => {
    const qualifiers = new Map(Object.values(claims).map((claim) => [claim.qualifier, claim.figure]));
    let seen = 0;
    for (const p of evergreen) {
      for (const dt of p.document.querySelectorAll('dt')) {
        const figure = qualifiers.get(normalizeText(readText(dt)));
        if (figure === undefined) continue;
        seen++;
        expect(normalizeText(readText(dt.nextElementSibling)), `${p.route}: ${readText(dt)}`).toBe(figure);
      }
    }
    expect(seen, 'no page shows a claim as a stat tile').toBeGreaterThan(0);
  });

  const checks: { claim: string; about: RegExp[]; figure: RegExp; says: string }[] = [
    {
      claim: 'hours saved',
      about: [/\bsav(e|es|ed|ing)\b/i, /\baverage\b/i],
      figure: /\b\d+ (hours|hrs)\b/i,
      says: claims.hoursSaved.phrase,
    },
    {
      claim: 'amount owed or recovered',
      about: [/\b(unclaimed|never collected|recover\w*)\b/i, /\baverage\b/i],
      figure: /\$[\d,]+/,
      says: claims.unclaimed.figure.replace(/\+$/, ''),
    },
    { claim: 'time to a split sheet', about: [/split sheets?\b/i], figure: /\b\w+ (minutes?|min)\b/i, says: claims.splitSheet.phrase },
    {
      claim: 'time to a first registration',
      about: [/\b(first registration|setup)\b/i],
      figure: /\b\w+ (minutes?|min)\b/i,
      says: claims.firstRegistration.phrase,
    },
    { claim: 'time to register', about: [/\bregist/i], figure: /\b\d+ (seconds|sec)\b/i, says: claims.registration.phrase },
    // One name for the people we serve: a count of them is the members claim, never "100+ artists".
    {
      claim: 'member count',
      about: [],
      figure: /\b\d[\d,]*\+ (artists|creators|members|users)\b/i,
      says: `${claims.members.figure} members`,
    },
  ];
  it.each(checks.map((c) => [c.claim, c] as const))(
    'every sentence that states the %s states the claims module’s figure',
    (_claim, check) => {
      const stated = stating(...check.about, check.figure);
      expect(stated.length, 'no page states it').toBeGreaterThan(0);
      for (const { route, s } of stated) expect(s, `${route}: "${s}"`).toContain(check.says);
    },
  );

  it('a sentence that promises monthly payouts states their conditions, and none promises another cadence', () => {
    const minimum = formatUsd(cents(price.minimumPayout.value));
    const monthly = stating(/\bmonthly\b/i, /\b(paid out|pays? you out|payouts? arrive|get paid)\b/i);
    expect(monthly.length).toBeGreaterThan(0);
    for (const { route, s } of monthly) expect(s, `${route}: "${s}"`).toContain(minimum);
    const other = stating(/\b(pay|pays|paid|payouts?)\b[^.;]{0,40}\b(every quarter|quarterly|weekly|every week)\b/i);
    expect(other.map(({ route, s }) => `${route}: ${s}`)).toEqual([]);
  });

  it('the societies covered are the ones the society data lists, in their territories', () => {
    for (const society of dataList<{ name: string; territory: string }>('product/societies.yaml')) {
      expect(societiesCovered).toContain(society.name);
      expect(societiesCovered).toContain(society.territory);
    }
    const faq = pages.find((p) => p.route === routes.pricing)!;
    expect(faq.text).toContain(societiesCovered);
    expect(named.filter((p) => /every continent/i.test(p.text)).map((p) => p.route)).toEqual([]);
  });

  it('a count of tools is the tool catalog’s or the six core tools’', () => {
    expect(dataList('marketing/tool-catalog.yaml').length, 'the facts file’s claims.toolCount').toBe(toolCount);
    const counts = new Map([
      [toolCount, 'catalog'],
      [coreTools.length, 'core'],
    ]);
    const words: Record<string, number> = { six: 6, eleven: 11 };
    for (const p of named) {
      for (const m of p.text.matchAll(/\b(\d+|six|eleven)(?:-tool| tools)\b/gi)) {
        const n = Number(m[1]) || words[m[1].toLowerCase()];
        expect(counts.has(n), `${p.route}: "${m[0]}"`).toBe(true);
      }
    }
  });
});

describe('each page has one job', () => {
  it('no run of three sentences of a page’s main text appears on another page', () => {
    // The same document is not another page: the sitemap leaves out a policy's versions and redlines, and
    // /onepage prints the cards of /mobile-one-pager (docs/decisions.md).
    const documentOf = (route: string) => (route === routes.onePager ? routes.mobileOnePager : route);
    const listed = new Set(sitemapRoutes());
    const home = new Map<string, string>();
    const repeated = new Set<string>();
    for (const p of pages.filter((page) => listed.has(page.route))) {
      // A run is read from heading to heading, across paragraphs and list items; a card of a list (a teaser
      // that links to its page) starts its own, and a link alone is no sentence.
      let run: string[] = [];
      let card: Element | null = null;
      for (const block of p.document.querySelectorAll(`main :is(h1, h2, h3, h4, ${TEXT})`)) {
        const within = block.parentElement?.closest('li, article') ?? null;
        if (/^H\d$/.test(block.tagName) || within !== card) run = [];
        card = within;
        if (/^H\d$/.test(block.tagName) || block.querySelector(TEXT) || readText(block) === readText(block.querySelector('a'))) continue;
        for (const sentence of normalizeText(readText(block)).split(SENTENCE_END)) {
          if (!/[.!?]["')]?$/.test(sentence)) continue;
          run = [...run, sentence].slice(-3);
          const passage = run.join(' ');
          const first = home.get(passage);
          if (run.length < 3 || first === documentOf(p.route)) continue;
          if (first === undefined) home.set(passage, documentOf(p.route));
          else repeated.add(`${first} and ${p.route}: ${passage}`);
        }
      }
    }
    expect([...repeated]).toEqual([]);
  });
});
