/**
 * Press releases as pages get them: published ones only in a production build
 * (a draft, or a release scheduled for later, is left out everywhere; the dev
 * server shows them, marked), newest first. The only place that calls
 * getCollection('press').
 */
import type { CollectionEntry } from 'astro:content';
import { getCollection } from './collection';
import { publicationStatus, publishedEntries, type PublicationStatus } from '~/lib/publishing';
import { newestFirst } from '~/lib/order';
import { publishing } from './publishing-mode';

export type PressRelease = CollectionEntry<'press'>;

/** Draft, scheduled or published, by the build's clock (the dev server marks the first two). */
export const pressStatus = (entry: PressRelease): PublicationStatus => publicationStatus(entry.data, publishing.now);

/** Every published press release, newest first. */
export async function getPressReleases(): Promise<PressRelease[]> {
  return newestFirst(publishedEntries(await getCollection('press'), publishing, (entry) => entry.data.date));
}

/** The `count` newest releases (the home page's newsletter section shows three). */
export async function getLatestPress(count: number): Promise<PressRelease[]> {
  return (await getPressReleases()).slice(0, count);
}
