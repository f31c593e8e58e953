/**
 * The table the product pages' spec (product-pages.spec.ts) is driven by: for /features,
 * /how-it-works, /how-we-help, /workflows and /use-cases, the sections in order, a card per entry
 * of the data files, key figures and the links each page must carry. Counts and texts come from
 * content/data/product and the navigation config.
 */
import type { Locator } from '@playwright/test';
import { tools, useCaseTabs } from '../../src/lib/navigation';
import { CROSS_PRO_AUDIT_SOCIETIES, formatUsd } from '../../src/lib/pricing';
import { CROSS_PRO_AUDIT_VALUE_CENTS } from '../../src/lib/annual-value';
import { site } from '../../src/site.config';
import { fillTokens } from '../../src/lib/facts';
import { dataList } from '../content';

export const stats = dataList('product/stats.yaml');
export const testimonials = dataList('product/testimonials.yaml');
export const steps = dataList('product/steps.yaml');
export const benefits = dataList('product/benefits.yaml');
export const inputMethods = dataList('product/input-methods.yaml');
export const workflows = dataList('product/workflows.yaml');
export const societies = dataList('product/societies.yaml');
export const audiences = dataList('product/audiences.yaml');
/** The audiences in tab order, as the panels show them. */
export const panels = useCaseTabs.map((tab) => ({ ...tab, audience: audiences.find((audience) => audience.id === tab.key)! }));
/** "A, B, C and D", as the copy lists names. */
export const listed = (names: readonly string[]) => `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * Each section's heading, which names the section (aria-labelledby): the page's
 * copy, with the counts and names it takes from the content and the config.
 */
export const heading = {
  featuresHero: 'Six tools between a song and the money it earns',
  stats: 'Less paperwork, more of what you earned',
  features: "Everything your catalog needs, nothing it doesn't",
  testimonials: 'What members say',
  societies: 'Registered with the societies that pay you',
  featuresNext: 'See it working on your own songs',
  howItWorksHero: "Four steps from a song's story to a payout",
  steps: 'What happens to every song',
  benefits: 'Fast where it can be, careful where it must be',
  inputMethods: 'Choose how your songs get in',
  howItWorksNext: 'Ready when your songs are',
  howWeHelpHero: 'Every song has a story. We make sure it gets paid.',
  problem: 'Your music is earning money you never see',
  solution: `${site.name} does the clerk's work, and you keep the story`,
  whoWeHelp: 'Built for everyone whose name belongs on the credits',
  cost: 'Waiting is the most expensive option',
  audit: `One audit across ${listed(CROSS_PRO_AUDIT_SOCIETIES)}`,
  modes: 'Hands-On or Hands-Off: you choose',
  workflowsHero: 'Start from the story you already have',
  workflows: `${workflows.length} ways to tell the story`,
  howItWorksShort: 'From missing data to payouts',
  useCasesHero: 'Made for everyone whose name is on the song',
  useCases: 'Use cases by audience',
};

/** What a page must hold a number of: how to find it in the main landmark, and how many. */
export type Count = [what: string, find: (main: Locator) => Locator, count: number];

export interface PageSpec {
  route: string;
  /** The page's sections, by heading, in order (docs/decisions.md#product-pages). */
  sections: string[];
  counts: Count[];
  /** Text the page must show (figures, names). */
  figures: (string | RegExp)[];
  /** Internal links the page must carry. */
  links: string[];
}

export const items = (name: string) => (main: Locator) => main.getByRole('region', { name, exact: true }).first().getByRole('listitem');

export const pages: PageSpec[] = [
  {
    route: '/features',
    sections: [heading.featuresHero, heading.stats, heading.features, heading.testimonials, heading.societies, heading.featuresNext],
    counts: [
      ['stats', (main) => main.getByRole('region', { name: heading.stats }).getByRole('term'), stats.length],
      ['feature cards', (main) => main.getByRole('region', { name: heading.features }).getByRole('article'), tools.length],
      ['testimonials', items(heading.testimonials), testimonials.length],
      ['societies', items(heading.societies), societies.length],
    ],
    figures: [...stats.map((stat) => fillTokens(stat.number)), ...societies.map((society) => society.name)],
    links: ['/pricing', '/how-it-works', '/use-cases'],
  },
  {
    route: '/how-it-works',
    sections: [heading.howItWorksHero, heading.steps, heading.benefits, heading.inputMethods, heading.howItWorksNext],
    counts: [
      ['steps', items(heading.steps), steps.length],
      ['benefits', items(heading.benefits), benefits.length],
      ['input methods', items(heading.inputMethods), inputMethods.length],
    ],
    figures: [...new Set(inputMethods.map((method) => method.confidence as string))],
    links: ['/pricing', '/use-cases'],
  },
  {
    route: '/how-we-help',
    sections: [heading.howWeHelpHero, heading.problem, heading.solution, heading.whoWeHelp, heading.cost, heading.audit, heading.modes],
    counts: [
      ['audience cards', (main) => main.getByRole('region', { name: heading.whoWeHelp }).getByRole('link'), useCaseTabs.length],
      [
        'audited societies',
        (main) => main.getByRole('region', { name: heading.audit }).first().getByRole('rowheader'),
        CROSS_PRO_AUDIT_SOCIETIES.length,
      ],
      ['working modes', (main) => main.getByRole('region', { name: heading.modes }).getByRole('heading', { level: 3 }), 2],
    ],
    figures: ['Manual or assisted', 'Verified or automatic', formatUsd(CROSS_PRO_AUDIT_VALUE_CENTS), ...CROSS_PRO_AUDIT_SOCIETIES],
    links: ['/pricing', '/how-it-works', ...useCaseTabs.map((tab) => `/use-cases?tab=${tab.key}`)],
  },
  {
    route: '/workflows',
    sections: [heading.workflowsHero, heading.workflows, heading.howItWorksShort],
    counts: [
      ['workflows', items(heading.workflows), workflows.length],
      ['short steps', items(heading.howItWorksShort), steps.length],
    ],
    figures: [...workflows.map((workflow) => workflow.title), 'You provide', 'You get'],
    links: ['/how-we-help', '/how-it-works'],
  },
  {
    route: '/use-cases',
    sections: [heading.useCasesHero, heading.useCases],
    // One panel per audience, each headed by an h2 and closed by its call to action; all but one are hidden.
    counts: [
      ['audience panels', (main) => main.getByRole('article', { includeHidden: true }), useCaseTabs.length],
      [
        'panel headings',
        (main) => main.getByRole('article', { includeHidden: true }).getByRole('heading', { level: 2, includeHidden: true }),
        useCaseTabs.length,
      ],
      [
        'panel calls to action',
        (main) =>
          main.getByRole('article', { includeHidden: true }).getByRole('link', { name: /^(Get Started|Book a Call)/, includeHidden: true }),
        useCaseTabs.length,
      ],
    ],
    figures: ['Get Started', 'See How It Works', ...audiences.map((audience) => audience.headline)],
    links: ['/pricing', '/how-it-works'],
  },
];
