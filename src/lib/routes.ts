/**
 * Route rules that more than one place needs: where each kind of entry lives,
 * and the monthly investor updates' bare paths. An update whose slug is a month ("november-2024") also answers
 * at /november-2024 with a permanent redirect to /investors/newsletters/november-2024.
 * Astro's redirects (astro.config.mjs), the build's `_redirects` file for
 * static hosts and the nginx server block all derive them from the files in
 * content/investor-updates/ through these functions, so no list is kept by hand.
 * Pure: no Astro, no file system.
 */

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
export const pressPath = (slug: string) => `/press/${slug}`;

/** Where an investor update lives. */
export const investorUpdatePath = (slug: string) => `/investors/newsletters/${slug}`;

/** Where a legal document lives: at the top level, by its file name. */
export const legalPath = (slug: string) => `/${slug}`;

/** Bare path → update, for every update slug that is a month. */
export function investorUpdateRedirects(slugs: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    [...slugs]
      .filter(isMonthSlug)
      .sort()
      .map((slug) => [`/${slug}`, investorUpdatePath(slug)]),
  );
}
