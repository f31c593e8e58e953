/**
 * Content dates by route, for the sitemap's `lastmod`. Read from the
 * frontmatter of the dated collections, never from git or the build clock, so
 * two builds of the same commit write the same sitemap. Runs in
 * astro.config.mjs, before the content layer exists, hence plain file reading:
 * only the date and draft lines, not the whole YAML, since every release is read.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, parse } from 'node:path';
import { frontmatterScalars } from '../lib/frontmatter.ts';
import { legalPath, investorUpdatePath, pressPath } from '../lib/routes.ts';

/** Where each dated collection lives, the route of an entry and its date field. */
export const datedCollections = [
  { dir: 'content/press', route: pressPath, index: '/press', field: 'date' },
  { dir: 'content/investor-updates', route: investorUpdatePath, index: '/investors/newsletters', field: 'date' },
  { dir: 'content/legal', route: legalPath, index: '/legal', field: 'lastUpdated' },
] as const;

/** `draft: true` as YAML 1.2 writes it. */
const isDraft = (scalars: Record<string, string>) => /^(?:true|True|TRUE)$/.test(scalars.draft ?? '');

/** "2025-01-17" (or a full ISO timestamp) as YYYY-MM-DD in UTC; undefined if not a date. */
export function isoDay(value: unknown): string | undefined {
  const raw = value instanceof Date ? value.toISOString() : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{4}-\d{2}-\d{2}/.test(raw)) return undefined;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(raw) ? `${raw}T00:00:00Z` : raw);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}

/**
 * The slugs of the published (non-draft) MDX files of a content folder, sorted:
 * what a production build turns into pages. Read before the content layer
 * exists, for configuration derived from content (the updates' bare paths).
 */
export function publishedSlugs(root: string, dir: string): string[] {
  const folder = join(root, dir);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => /\.mdx?$/.test(file))
    .filter((file) => !isDraft(frontmatterScalars(readFileSync(join(folder, file), 'utf8'))))
    .map((file) => parse(file).name)
    .sort();
}

/**
 * Route → YYYY-MM-DD. Each entry's route gets its own date (the URL slug is
 * the file name); a collection's index page gets its newest entry's date.
 */
export function contentDates(root: string): Map<string, string> {
  const dates = new Map<string, string>();
  for (const collection of datedCollections) {
    const dir = join(root, collection.dir);
    if (!existsSync(dir)) continue;
    let newest: string | undefined;
    for (const file of readdirSync(dir).sort()) {
      if (!/\.mdx?$/.test(file)) continue;
      const scalars = frontmatterScalars(readFileSync(join(dir, file), 'utf8'));
      const day = isoDay(scalars[collection.field]);
      if (!day || isDraft(scalars)) continue;
      dates.set(collection.route(parse(file).name), day);
      if (!newest || day > newest) newest = day;
    }
    if (newest) dates.set(collection.index, newest);
  }
  return dates;
}
