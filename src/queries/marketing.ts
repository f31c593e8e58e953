/**
 * Queries of the marketing group. Pages and sections read marketing data
 * through these functions, never through getCollection. Entries come back in
 * the order of their data file, their {tokens} filled in.
 */
import { getCollection, getList } from './collection';
import { fillTokens } from '~/lib/facts';

export const getPartnerLogos = () => getList('partnerLogos');
export const getTrustedLogos = () => getList('trustedLogos');
export const getToolCatalog = () => getList('toolCatalog');
/** The comparison rows, a claim's {token} in a label filled in. */
export const getComparisonRows = () => getList('comparisonRows');

/** The pricing FAQ with every {token} filled from the pricing module and the shared facts. */
export const getPricingFaq = () => getList('pricingFaq');

export async function getHomeHero() {
  const entry = (await getCollection('homeHero')).find(({ id }) => id === 'home');
  if (!entry) throw new Error('content/data/marketing/home-hero.yaml needs an entry named "home"');
  // A claim's or the payout rule's {token} in a line is filled in, as everywhere else.
  return { ...entry.data, lines: entry.data.lines.map((line) => fillTokens(line)) };
}
