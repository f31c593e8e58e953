/**
 * Queries over the publications collections: the only place that calls
 * getCollection for press releases, investor updates and case studies. Pages
 * and sections call these and render. The sorting and filtering are pure
 * functions over plain objects, exported for unit tests. (Filtering case
 * studies by category is the island's job: src/lib/case-study-filter.ts.)
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { withoutDrafts } from '~/lib/drafts';
import { byOrder } from '~/lib/order';
import { pressPath, updatePath } from '~/lib/routes';

export { byOrder, withoutDrafts };

export type PressRelease = CollectionEntry<'press'>;
export type Update = CollectionEntry<'updates'>;
export type CaseStudy = CollectionEntry<'caseStudies'>;

interface Dated {
  id: string;
  data: { date: Date };
}
interface Ordered {
  id: string;
  data: { order: number; featured: boolean };
}

/** Newest first; entries of the same day by id, so the order never depends on the file system. */
export function newestFirst<T extends Dated>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => b.data.date.getTime() - a.data.date.getTime() || a.id.localeCompare(b.id));
}

export function featuredOnly<T extends Ordered>(entries: readonly T[]): T[] {
  return entries.filter((entry) => entry.data.featured);
}

export const pressHref = (entry: { id: string }) => pressPath(entry.id);
export const updateHref = (entry: { id: string }) => updatePath(entry.id);

/** Every published press release, newest first. */
export async function getPressReleases(): Promise<PressRelease[]> {
  return newestFirst(withoutDrafts(await getCollection('press'), import.meta.env.PROD));
}

/** The `count` newest releases (the home page's newsletter section shows three). */
export async function getLatestPress(count = 3): Promise<PressRelease[]> {
  return (await getPressReleases()).slice(0, count);
}

/** Every published monthly investor update, newest first. */
export async function getUpdates(): Promise<Update[]> {
  return newestFirst(withoutDrafts(await getCollection('updates'), import.meta.env.PROD));
}

/** Every published case study in the writers' order. */
export async function getCaseStudies(): Promise<CaseStudy[]> {
  return byOrder(withoutDrafts(await getCollection('caseStudies'), import.meta.env.PROD));
}

/** The featured case studies, for the home page's Success Stories. */
export async function getFeaturedCaseStudies(): Promise<CaseStudy[]> {
  return featuredOnly(await getCaseStudies());
}
