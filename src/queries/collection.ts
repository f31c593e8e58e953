/**
 * getCollection as the queries call it. On the development server, a
 * collection with a content error standing (src/loaders/problems.ts) answers
 * with that error, so the pages that read it show it in Astro's overlay, in
 * the one form the build prints, and every other page keeps working.
 */
import { getCollection as read, type CollectionEntry, type CollectionKey } from 'astro:content';
import { standingError } from '~/loaders/problems';

export async function getCollection<C extends CollectionKey>(collection: C): Promise<CollectionEntry<C>[]> {
  const error = standingError(collection);
  if (error) throw error;
  return read(collection);
}
