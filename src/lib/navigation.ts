/**
 * Navigation data: the header's top links, the mobile menu's route cards, the
 * footer, the products dropdown and the call to action. Pure data and
 * functions, so the header stays a thin template and tests can import it.
 * Paths come from ./routes.ts.
 */
import { legalPath, normalizePath, routes, type RouteName } from './routes.ts';

/** How many of the newest press releases the home page's newsletter section lists (LatestPress.astro). */
export const HOME_LATEST_PRESS = 3;

export interface NavItem {
  label: string;
  href: string;
}

/** The seven top links, in order (docs/decisions.md#navigation-and-footer). */
export const topLinks: NavItem[] = [
  { label: 'Features', href: routes.features },
  { label: 'How It Works', href: routes.howItWorks },
  { label: 'Use Cases', href: routes.useCases },
  { label: 'Case Studies', href: routes.caseStudies },
  { label: 'Compare', href: routes.usVsThem },
  { label: 'About', href: routes.about },
  { label: 'Pricing', href: routes.pricing },
];

export interface RouteCard extends NavItem {
  /** The route's one-line description, the same wherever the route is offered. */
  blurb: string;
}

/**
 * Every route that other pages offer as a card or a next step, with its name
 * and one-line description, written once: the mobile menu, "See the whole
 * system", the next steps of the product pages and the search page's
 * sections all read them from here.
 */
const routeCards = {
  features: { label: 'Features', blurb: 'Six tools that work on one catalog' },
  pricing: { label: 'Pricing', blurb: 'Two prepaid plans and a calculator for what you keep' },
  story: { label: 'Our Story', blurb: 'Why we built Refrain' },
  team: { label: 'Team', blurb: 'The people and advisors behind Refrain' },
  useCases: { label: 'Use Cases', blurb: 'Six audiences, from artists to distributors' },
  usVsThem: { label: 'Compare', blurb: 'Refrain next to an agent and a DIY service' },
  howItWorks: { label: 'How It Works', blurb: 'Four steps from broken data to your payouts' },
  howWeHelp: { label: 'How We Help', blurb: 'The problem, its cost and the Cross-PRO Audit' },
  press: { label: 'Press', blurb: 'Launch news and the programs we joined' },
  // True whether or not a posting is in force on the build's clock (/careers says which roles are open).
  careers: { label: 'Careers', blurb: 'How we work and how to apply' },
  about: { label: 'About', blurb: 'The founder, the team and the advisors' },
  legal: { label: 'Legal', blurb: 'Terms, privacy, licenses and billing policies' },
  caseStudies: { label: 'Case Studies', blurb: 'How creators recovered what they were owed' },
  investorUpdates: { label: 'Investor Updates', blurb: 'Members, royalties, progress and asks, update by update' },
  contact: { label: 'Contact', blurb: 'E-mail the team that can help' },
  visuals: { label: 'Product Views', blurb: 'The split sheet, the payouts and every other screen' },
} as const satisfies Partial<Record<RouteName, Omit<RouteCard, 'href'>>>;

export type CardRoute = keyof typeof routeCards;

/** The cards for these routes, in the order given. */
export function cardsFor(names: readonly CardRoute[]): RouteCard[] {
  return names.map((name) => ({ href: routes[name], ...routeCards[name] }));
}

/**
 * The cards of the mobile menu, in order (docs/decisions.md#navigation-and-footer): the specification's
 * ten, then what a phone would otherwise not reach: the rest of the desktop links (Case Studies, About),
 * the product views and Contact. Fourteen, so the two-column grid ends on a full row.
 */
export const mobileCards: RouteCard[] = cardsFor([
  'features',
  'pricing',
  'story',
  'team',
  'useCases',
  'usVsThem',
  'howItWorks',
  'howWeHelp',
  'press',
  'careers',
  'caseStudies',
  'about',
  'visuals',
  'contact',
]);

/** The eight footer links. */
export const footerLinks: NavItem[] = [
  { label: 'Contact', href: routes.contact },
  { label: 'Legal', href: routes.legal },
  { label: 'Terms of Service', href: legalPath('terms-of-service') },
  { label: 'Privacy Policy', href: legalPath('privacy-policy') },
  { label: 'Copyright and Takedown Policy', href: legalPath('dmca') },
  { label: 'Press', href: routes.press },
  { label: 'Careers', href: routes.careers },
  { label: 'About', href: routes.about },
];

/** The six audiences of /use-cases, keyed by the `tab` query value. */
export const useCaseTabs = [
  { key: 'artists', label: 'Artists' },
  { key: 'managers', label: 'Managers' },
  { key: 'publishers', label: 'Publishers' },
  { key: 'producerssongwriters', label: 'Producers & Songwriters' },
  { key: 'labelscatalogowners', label: 'Labels & Catalog Owners' },
  { key: 'distributors', label: 'Distributors' },
] as const;

export type UseCaseKey = (typeof useCaseTabs)[number]['key'];

/** The six tools of the features card and the products dropdown, each a section of /features. */
export const tools = [
  { id: 'story-to-splits', label: 'Story-to-Splits AI', blurb: 'Tell the story, get metadata and split sheets' },
  { id: 'one-click-registration', label: 'One-Click Registration', blurb: 'Register a work with all its societies at once' },
  { id: 'royalty-recovery', label: 'Royalty Recovery', blurb: 'Claim what was earned and never paid' },
  { id: 'team-collaboration', label: 'Team Collaboration', blurb: 'Collaborators confirm their splits' },
  { id: 'global-rights', label: 'Global Rights', blurb: 'Collect across territories' },
  { id: 'metadata-time-machine', label: 'Metadata Time Machine', blurb: 'Find gaps in your back catalog' },
] as const;

export const CTA_DEFAULT = 'Start Getting Paid';
export const CTA_CHALLENGE = 'The $1,000 Challenge';
const challengeRoutes = new Set<string>([routes.useCases, routes.features, routes.usVsThem]);

/** The call-to-action label for a route (docs/decisions.md#navigation-and-footer). */
export function ctaLabel(pathname: string): string {
  return challengeRoutes.has(normalizePath(pathname)) ? CTA_CHALLENGE : CTA_DEFAULT;
}

/** Whether a nav link is the current page (or a parent section of it). */
export function isCurrent(href: string, pathname: string): boolean {
  const path = normalizePath(pathname);
  return path === href || path.startsWith(`${href}/`);
}
