/**
 * Every route the site derives from content, and the fixed routes that more
 * than one page links to, written once. Pages, components, the sitemap, the
 * redirects, the nginx block and the tests build their links from these
 * helpers, so moving a route is a change in one file.
 *
 * The monthly investor updates also answer at a bare path: an update whose
 * slug is a month ("november-2024") answers at /november-2024 with a permanent
 * redirect to /investors/newsletters/november-2024. Astro's redirects
 * (astro.config.mjs), the build's `_redirects` file for static hosts and the
 * nginx server block all derive them from the files in content/investor-updates/
 * through these functions, so no list is kept by hand.
 * Pure: no Astro, no file system.
 */

/** Every fixed page of the site, and the feeds, by what they are. */
export const routes = {
  home: '/',
  features: '/features',
  howItWorks: '/how-it-works',
  howWeHelp: '/how-we-help',
  workflows: '/workflows',
  useCases: '/use-cases',
  caseStudies: '/case-studies',
  usVsThem: '/us-vs-them',
  pricing: '/pricing',
  about: '/about',
  team: '/team',
  story: '/story',
  careers: '/careers',
  contact: '/contact',
  visuals: '/visuals',
  search: '/search',
  press: '/press',
  pressFeed: '/press/rss.xml',
  investors: '/investors',
  investorContent: '/investors/content',
  investorUpdates: '/investors/newsletters',
  onePager: '/onepage',
  mobileOnePager: '/mobile-one-pager',
  legal: '/legal',
  legalChangelog: '/legal/changelog',
} as const;

export type RouteName = keyof typeof routes;

/** A tool's section of the features page. */
export const featurePath = (toolId: string) => `${routes.features}#${toolId}`;

/** The team section of the about page. */
export const aboutTeamPath = `${routes.about}#team`;

/** The use-cases page opened on one audience's tab ("artists", "publishers" …). */
export const audiencePath = (tab: string) => `${routes.useCases}?tab=${tab}`;

export const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

/** The pattern of a month slug, without anchors: "november-2024". */
export const MONTH_SLUG = `(?:${MONTHS.join('|')})-[0-9]{4}`;

/** Whether a slug is a month, like "december-2025". */
export function isMonthSlug(slug: string): boolean {
  return new RegExp(`^${MONTH_SLUG}$`).test(slug);
}

/** Where a press release lives. */
export const pressPath = (slug: string) => `${routes.press}/${slug}`;

/** Where a case study's own page lives. */
export const caseStudyPath = (id: string) => `${routes.caseStudies}/${id}`;

/** Where an investor update lives. */
export const investorUpdatePath = (slug: string) => `${routes.investorUpdates}/${slug}`;

/** Where a legal document lives: at the top level, by its file name. */
export const legalPath = (id: string) => `/${id}`;

/** The folder of a legal document's versions (no page of its own). No trailing slash, like every canonical link of the site. */
export const legalVersionsPath = (id: string) => `${legalPath(id)}/versions`;

/** One version of a legal document, as published. */
export const legalVersionPath = (id: string, version: string) => `${legalVersionsPath(id)}/${version}`;

/**
 * The redline of a version: against the version published before it, or, with
 * `base`, against the version that was in force when it was published.
 */
export const legalComparePath = (id: string, version: string, base?: string) =>
  `${legalVersionPath(id, version)}/compare${base ? `/${base}` : ''}`;

/** Archive pages are reachable from the documents but stay out of the sitemap and the search index. */
export function isLegalArchivePath(pathname: string): boolean {
  return /^\/[a-z0-9-]+\/versions(\/|$)/.test(pathname);
}

/**
 * How the build lays pages out (astro.config.mjs, `build.format`): one file per
 * route, `/about` as `about.html`, so a host serves the canonical address
 * itself instead of redirecting it to a slashed one (docs/decisions.md#hosting).
 */
export const BUILD_FORMAT = 'file';

/** Pages that load a script file without an island: site search loads Pagefind's on demand. */
export const scriptFilePages: readonly string[] = [routes.search];

/** The file a route is built to, relative to the output folder: "/" → "index.html", "/press/x" → "press/x.html". */
export function pageFile(route: string): string {
  const path = route.replace(/^\/+|\/+$/g, '');
  return path ? `${path}.html` : 'index.html';
}

/** A path as the site links it: no `.html`, no `index.html`, no trailing slash (except the root). */
export function normalizePath(pathname: string): string {
  let path = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return path || '/';
}

/** The route a built file answers at: "index.html" → "/", "press/x.html" → "/press/x"; undefined for any other file. */
export function routeOfFile(file: string): string | undefined {
  const path = file.split('\\').join('/');
  if (!path.endsWith('.html')) return undefined;
  if (path === 'index.html') return '/';
  return `/${path.slice(0, -'.html'.length)}`;
}

/** Bare path → update, for every update slug that is a month. */
export function investorUpdateRedirects(slugs: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    [...slugs]
      .filter(isMonthSlug)
      .sort()
      .map((slug) => [`/${slug}`, investorUpdatePath(slug)]),
  );
}
