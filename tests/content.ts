/**
 * The content as the tests read it, so every expectation derives from what a
 * writer wrote: YAML data files (in file order) and the frontmatter of the MDX
 * collections (drafts left out, as a production build leaves them out).
 * Used by the end-to-end specs; the built-output audits read the same files.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, parse } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { site } from '../src/site.config';
import { readFrontmatter } from '../src/lib/frontmatter';

const root = process.cwd();

/**
 * The entries of a YAML data file under content/data/, in file order: a list,
 * or a map of id → entry (the id is added to each entry as `id`).
 */
export function dataList<T = Record<string, any>>(path: string): T[] {
  // Writers put {product} where the product name goes; pages show the name from the site config.
  const text = readFileSync(join(root, 'content/data', path), 'utf8').replaceAll('{product}', site.name);
  const data = parseYaml(text) as unknown;
  if (Array.isArray(data)) return data as T[];
  return Object.entries(data as Record<string, object>).map(([id, entry]) => ({ id, ...entry }) as T);
}

export interface Entry {
  id: string;
  data: Record<string, any>;
}

/** The published entries of an MDX collection folder (content/<folder>), by file name. */
export function entries(folder: string): Entry[] {
  const dir = join(root, 'content', folder);
  return readdirSync(dir)
    .filter((name) => /\.mdx?$/.test(name))
    .sort()
    .map((name) => {
      const text = readFileSync(join(dir, name), 'utf8');
      const data = readFrontmatter(text) as Record<string, any>;
      return { id: parse(name).name, data };
    })
    .filter((entry) => entry.data.draft !== true);
}

const day = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));

/** Newest first by `date`, then by id: the order of every dated list on the site. */
export function newestFirst(list: Entry[]): Entry[] {
  return [...list].sort((a, b) => day(b.data.date).localeCompare(day(a.data.date)) || a.id.localeCompare(b.id));
}

/** Case studies in the writers' order. */
export function caseStudies(): Entry[] {
  return entries('case-studies').sort((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id));
}

/** "January 17, 2025" for a frontmatter date. */
export function longDate(value: unknown): string {
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day(value)}T00:00:00Z`),
  );
}
