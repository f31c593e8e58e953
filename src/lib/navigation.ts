/**
 * Navigation data: the header's top links, the mobile menu's route cards, the
 * footer, the products dropdown and the call to action. Pure data and
 * functions, so the header stays a thin template and tests can import it.
 */

export interface NavItem {
  label: string;
  href: string;
}

/** The seven top links, in order (docs/decisions.md#navigation-and-footer). */
export const topLinks: NavItem[] = [
  { label: 'Features', href: '/features' },
  { label: 'How It Works', href: '/how-it-works' },
  { label: 'Use Cases', href: '/use-cases' },
  { label: 'Case Studies', href: '/case-studies' },
  { label: 'Compare', href: '/us-vs-them' },
  { label: 'About', href: '/about' },
  { label: 'Pricing', href: '/pricing' },
];

export interface RouteCard extends NavItem {
  blurb: string;
}

/** The ten cards of the mobile menu, in order (docs/decisions.md#navigation-and-footer). */
export const mobileCards: RouteCard[] = [
  { label: 'Features', href: '/features', blurb: 'Six tools, one catalog' },
  { label: 'Pricing', href: '/pricing', blurb: 'Plans and calculator' },
  { label: 'Our Story', href: '/story', blurb: 'Why we built Refrain' },
  { label: 'Team', href: '/team', blurb: 'People and advisors' },
  { label: 'Use Cases', href: '/use-cases', blurb: 'Who Refrain is for' },
  { label: 'Compare', href: '/us-vs-them', blurb: 'Us, agents and DIY' },
  { label: 'How It Works', href: '/how-it-works', blurb: 'Four steps to paid' },
  { label: 'How We Help', href: '/how-we-help', blurb: 'Problem and solution' },
  { label: 'Press', href: '/press', blurb: 'News and releases' },
  { label: 'Careers', href: '/careers', blurb: 'Open roles' },
];

/** The eight footer links. */
export const footerLinks: NavItem[] = [
  { label: 'Contact', href: '/contact' },
  { label: 'Legal', href: '/legal' },
  { label: 'Terms of Service', href: '/terms-of-service' },
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Copyright & DMCA', href: '/dmca' },
  { label: 'Press', href: '/press' },
  { label: 'Careers', href: '/careers' },
  { label: 'About', href: '/about' },
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

export function useCaseHref(key: UseCaseKey): string {
  return `/use-cases?tab=${key}`;
}

/** The six tools of the features card and the products dropdown, each a section of /features. */
export const tools = [
  { id: 'story-to-splits', label: 'Story-to-Splits AI', blurb: 'Tell the story, get metadata and split sheets' },
  { id: 'one-click-registration', label: 'One-Click Registration', blurb: 'Register with every society at once' },
  { id: 'royalty-recovery', label: 'Royalty Recovery', blurb: 'Claim what was earned and never paid' },
  { id: 'team-collaboration', label: 'Team Collaboration', blurb: 'Collaborators confirm their splits' },
  { id: 'global-rights', label: 'Global Rights', blurb: 'Collect across territories' },
  { id: 'metadata-time-machine', label: 'Metadata Time Machine', blurb: 'Find gaps in your back catalog' },
] as const;

export const CTA_DEFAULT = 'Start Getting Paid';
export const CTA_CHALLENGE = 'The $1,000 Challenge';
const challengeRoutes = new Set(['/use-cases', '/features', '/us-vs-them']);

/** Normalize a pathname: no trailing slash (except the root), no `.html`. */
export function normalisePath(pathname: string): string {
  let path = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return path || '/';
}

/** The call-to-action label for a route (docs/decisions.md#navigation-and-footer). */
export function ctaLabel(pathname: string): string {
  return challengeRoutes.has(normalisePath(pathname)) ? CTA_CHALLENGE : CTA_DEFAULT;
}

/** Whether a nav link is the current page (or a parent section of it). */
export function isCurrent(href: string, pathname: string): boolean {
  const path = normalisePath(pathname);
  return path === href || path.startsWith(`${href}/`);
}
