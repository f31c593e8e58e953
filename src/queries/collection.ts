/**
 * getCollection as the queries call it. On the development server, a
 * collection with a content error standing (src/loaders/problems.ts) answers
 * with that error, so the pages that read it show it in Astro's overlay, in
 * the one form the build prints, and every other page keeps working.
 */
import { getCollection as read, type CollectionEntry, type CollectionKey } from 'astro:content';
import { fillAllTokens } from '~/lib/facts';
import { byOrder } from '~/lib/order';
import { standingError } from '~/loaders/problems';

export async function getCollection<C extends CollectionKey>(collection: C): Promise<CollectionEntry<C>[]> {
  const error = standingError(collection);
  if (error) throw error;
  return read(collection);
}

/** The collections that are lists a writer orders (the orderedFile loader sets `order`). */
type ListKey = { [K in CollectionKey]: CollectionEntry<K>['data'] extends { order: number } ? K : never }[CollectionKey];

/** A YAML list's entries in the order of its file, each its data with its id and every {token} filled in. */
export async function getList<C extends ListKey>(collection: C): Promise<(CollectionEntry<C>['data'] & { id: string })[]> {
  const entries = (await getCollection(collection)) as { id: string; data: CollectionEntry<C>['data'] & { order: number } }[];
  return byOrder(entries).map((entry) => ({ id: entry.id, ...fillAllTokens(entry.data) }));
}
