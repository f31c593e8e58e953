/**
 * The content as the tests read it, so every expectation derives from what a
 * writer wrote, by the production rules themselves (the registry, the
 * publishing rule, the date reading, the orders), never by a copy of them:
 * YAML data files (in file order) and the MDX collections as a production
 * build publishes them on the build's clock (drafts and entries scheduled for
 * later left out). Used by the end-to-end specs and the built-output audits.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, parse } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { site } from '../src/site.config';
import { readFrontmatter } from '../src/lib/frontmatter';
import { publicationStatus } from '../src/lib/publishing';
import { byOrder } from '../src/lib/order';
import { type DocumentCollection, plainSchema } from '../src/lib/collections';
import { builtAt } from './built-routes';

export { newestFirst } from '../src/lib/order';

const root = process.cwd();

/**
 * The entries of a YAML data file under content/data/, in file order: a list,
 * or a map of id → entry (the id is added to each entry as `id`).
 */
export function dataList<T = Record<string, any>>(path: string): T[] {
  // Writers put {site.name} where the product name goes; pages show the name from the site config.
  const text = readFileSync(join(root, 'content/data', path), 'utf8').replaceAll('{site.name}', site.name);
  const data = parseYaml(text) as unknown;
  if (Array.isArray(data)) return data as T[];
  return Object.entries(data as Record<string, object>).map(([id, entry]) => ({ id, ...entry }) as T);
}

export interface Entry {
  id: string;
  /** The frontmatter as the collection's schema reads it (dates as instants). */
  data: Record<string, any> & { date: Date };
}

/**
 * The entries of an MDX collection that a production build publishes on the
 * build's clock, by file name: drafts and entries scheduled for later are left
 * out by the same rule the site applies (src/lib/publishing.ts).
 */
export function entries(collection: DocumentCollection, now: Date = builtAt()): Entry[] {
  const dir = join(root, collection.folder);
  return readdirSync(dir)
    .filter((name) => /\.mdx?$/.test(name))
    .sort()
    .map((name) => {
      const data = plainSchema(collection.schema).parse(readFrontmatter(readFileSync(join(dir, name), 'utf8')));
      return { id: parse(name).name, data: data as Entry['data'] };
    })
    .filter(
      (entry) =>
        publicationStatus({ draft: entry.data.draft, date: collection.scheduled ? entry.data.date : undefined }, now) === 'published',
    );
}

/** Case studies in the writers' order. */
export function caseStudies(collection: DocumentCollection): Entry[] {
  return byOrder(entries(collection) as (Entry & { data: { order: number } })[]);
}
