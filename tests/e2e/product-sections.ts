/**
 * What the specs of home, pricing and compare share: each page's sections in order and its key
 * figures. Figures come from the pricing module and lists from the content files, so a writer's
 * change to the data moves the expectation with it, while a page that drops or garbles a figure fails.
 */
import { site } from '../../src/site.config';
import { fact } from '../../src/lib/facts';
import { annualSavingsCents, formatUsd, planList, plans, THRESHOLD_CENTS } from '../../src/lib/pricing';
import { annualValueTotalCents, CROSS_PRO_AUDIT_VALUE_CENTS } from '../../src/lib/annual-value';
import { dataList, entries, newestFirst } from '../content';
import { documents } from '../../src/lib/collections';

export const partnerLogos = dataList('marketing/partner-logos.yaml');
export const trustedLogos = dataList('marketing/trusted-logos.yaml');
export const comparisonRows = dataList('marketing/comparison-rows.yaml');
export const toolCatalog = dataList('marketing/tool-catalog.yaml');
export const faq = dataList('marketing/pricing-faq.yaml');
export const team = dataList('company/team.yaml');
export const latestPress = newestFirst(entries(documents.press)).slice(0, 3);
export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/**
 * Each section's heading, which names the section (aria-labelledby): the page's
 * copy, with the figures and names it takes from the pricing module, the
 * content and the site config.
 */
export const heading = {
  hero: site.tagline,
  bookDemo: 'See what your catalog is owed',
  successStories: 'Royalties our members were owed, and now receive',
  partners: 'Working alongside the music business',
  homeComparison: `${site.name}, a human agent or a DIY service?`,
  ourStory: 'Every song has a story. Ours started with one that never paid.',
  teamPreview: `The people behind ${site.name}`,
  newsletter: 'Royalty news, once a month',
  wholeSystem: 'See the whole system',
  headlineBet: `We bet your music is owed more than ${formatUsd(THRESHOLD_CENTS)}`,
  plans: 'Choose your term',
  annualValue: `${formatUsd(annualValueTotalCents())}+ of value for ${formatUsd(plans.annual.priceCents)}`,
  faq: `Questions about paying for ${site.name}`,
  calculator: 'What would you keep?',
  howItWorksShort: 'From missing data to payouts',
  comparison: `${site.name}, a human agent or a DIY service`,
  trustedBy: 'Studios, collectives and independents rely on it',
  getStarted: 'Stop leaving royalties on the table',
  toolCatalog: `${toolCatalog.length} tools in one place`,
};
export type SectionKey = keyof typeof heading;

/** Sections of each page, in order (docs/decisions.md#page-requirements). */
export const sectionOrder: Record<string, SectionKey[]> = {
  '/': ['hero', 'bookDemo', 'successStories', 'partners', 'homeComparison', 'ourStory', 'teamPreview', 'newsletter', 'wholeSystem'],
  '/pricing': ['headlineBet', 'plans', 'annualValue', 'calculator', 'faq', 'bookDemo', 'howItWorksShort', 'wholeSystem'],
  '/us-vs-them': ['comparison', 'trustedBy', 'getStarted', 'toolCatalog'],
};

/** Key figures: text that must appear inside a section of the page, from the pricing module. */
export const figures: [route: string, section: SectionKey, text: string][] = [
  ['/pricing', 'headlineBet', fact('price.threshold').text],
  ['/pricing', 'headlineBet', fact('price.adminFee').text],
  ...planList.flatMap((plan) => [
    ['/pricing', 'plans', plan.name] as [string, SectionKey, string],
    ['/pricing', 'plans', formatUsd(plan.priceCents)] as [string, SectionKey, string],
  ]),
  ['/pricing', 'plans', fact('price.sixMonthCrossover').text],
  ['/pricing', 'plans', fact('price.annualCrossover').text],
  ['/pricing', 'annualValue', `${formatUsd(annualValueTotalCents())}+`],
  ['/pricing', 'annualValue', formatUsd(annualSavingsCents())],
  ['/pricing', 'annualValue', formatUsd(CROSS_PRO_AUDIT_VALUE_CENTS)],
  ['/pricing', 'faq', fact('price.threshold').text],
  ['/pricing', 'howItWorksShort', 'Read the full pitch'],
  ['/', 'hero', site.tagline],
  ['/', 'teamPreview', 'See team'],
  ['/us-vs-them', 'getStarted', 'Get Started Today'],
];

/** Ranges are typeset with an en dash. */
export const typeset = (text: string) => text.replace(/(\d[%+KkM]?)-(\$?\d)/g, '$1–$2');

export const wholeSystemRoutes = [
  '/pricing',
  '/us-vs-them',
  '/how-we-help',
  '/how-it-works',
  '/features',
  '/press',
  '/about',
  '/use-cases',
];
