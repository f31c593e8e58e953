/**
 * Monthly investor updates as pages get them: published ones only in a
 * production build (a draft, or an update scheduled for later, is left out
 * everywhere; the dev server shows them, marked), newest first. The only
 * place that calls getCollection('investorUpdates').
 */
import type { CollectionEntry } from 'astro:content';
import { getCollection } from './collection';
import { publicationStatus, publishedEntries, type PublicationStatus } from '~/lib/publishing';
import { newestFirst } from '~/lib/order';
import { publishing } from './publishing-mode';

export type InvestorUpdate = CollectionEntry<'investorUpdates'>;

/** Draft, scheduled or published, by the build's clock (the dev server marks the first two). */
export const investorUpdateStatus = (entry: InvestorUpdate): PublicationStatus => publicationStatus(entry.data, publishing.now);

/** Every published monthly investor update, newest first. */
export async function getInvestorUpdates(): Promise<InvestorUpdate[]> {
  return newestFirst(publishedEntries(await getCollection('investorUpdates'), publishing, (entry) => entry.data.date));
}
