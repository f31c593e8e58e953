/**
 * Press releases as pages get them: published (drafts left out of a production
 * build), newest first. The only place that calls getCollection('press').
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { withoutDrafts } from '~/lib/drafts';
import { newestFirst } from '~/lib/order';
import { pressPath } from '~/lib/routes';

export type PressRelease = CollectionEntry<'press'>;

/** The page of a release: /press/<file name>. */
export const pressHref = (entry: { id: string }) => pressPath(entry.id);

/** Every published press release, newest first. */
export async function getPressReleases(): Promise<PressRelease[]> {
  return newestFirst(withoutDrafts(await getCollection('press'), import.meta.env.PROD));
}

/** The `count` newest releases (the home page's newsletter section shows three). */
export async function getLatestPress(count = 3): Promise<PressRelease[]> {
  return (await getPressReleases()).slice(0, count);
}
