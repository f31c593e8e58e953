/**
 * Monthly investor updates as pages get them: published, newest first. The
 * only place that calls getCollection('updates').
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { withoutDrafts } from '~/lib/drafts';
import { newestFirst } from '~/lib/order';
import { updatePath } from '~/lib/routes';

export type Update = CollectionEntry<'updates'>;

/** The page of an update: /investors/newsletters/<file name>. */
export const updateHref = (entry: { id: string }) => updatePath(entry.id);

/** Every published monthly investor update, newest first. */
export async function getUpdates(): Promise<Update[]> {
  return newestFirst(withoutDrafts(await getCollection('updates'), import.meta.env.PROD));
}
