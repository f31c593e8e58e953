/**
 * Monthly investor updates as pages get them: published, newest first. The
 * only place that calls getCollection('investorUpdates').
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { withoutDrafts } from '~/lib/drafts';
import { newestFirst } from '~/lib/order';
import { investorUpdatePath } from '~/lib/routes';

export type InvestorUpdate = CollectionEntry<'investorUpdates'>;

/** The page of an update: /investors/newsletters/<file name>. */
export const investorUpdateHref = (entry: { id: string }) => investorUpdatePath(entry.id);

/** Every published monthly investor update, newest first. */
export async function getInvestorUpdates(): Promise<InvestorUpdate[]> {
  return newestFirst(withoutDrafts(await getCollection('investorUpdates'), import.meta.env.PROD));
}
