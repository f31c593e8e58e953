/**
 * getCollection and getEntry as the queries call them. On the development
 * server, a collection with a content error standing (src/loaders/problems.ts)
 * answers with that error, so the pages that read it show it in Astro's
 * overlay, in the one form the build prints, and every other page keeps working.
 */
import { getCollection as read, getEntry as readEntry, type CollectionEntry, type CollectionKey } from 'astro:content';
import { standingError } from '~/loaders/problems';

function throwStanding(collection: CollectionKey) {
  const error = standingError(collection);
  if (error) throw error;
}

export async function getCollection<C extends CollectionKey>(collection: C): Promise<CollectionEntry<C>[]> {
  throwStanding(collection);
  return read(collection);
}

export async function getEntry<C extends CollectionKey>(collection: C, id: string): Promise<CollectionEntry<C> | undefined> {
  throwStanding(collection);
  return (await readEntry(collection, id as never)) as CollectionEntry<C> | undefined;
}
