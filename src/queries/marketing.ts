/**
 * Queries of the marketing group. Pages and sections read marketing data
 * through these functions, never through getCollection. Entries come back in
 * the order of their data file.
 */
import { getCollection } from './collection';
import { fillTokens } from '~/lib/facts';
import { byOrder } from '~/lib/order';

export async function getPartnerLogos() {
  return byOrder(await getCollection('partnerLogos')).map((entry) => ({ id: entry.id, ...entry.data }));
}

export async function getTrustedLogos() {
  return byOrder(await getCollection('trustedLogos')).map((entry) => ({ id: entry.id, ...entry.data }));
}

export async function getToolCatalog() {
  return byOrder(await getCollection('toolCatalog')).map((entry) => ({ id: entry.id, ...entry.data }));
}

/** The comparison rows, a claim's {token} in a label filled in. */
export async function getComparisonRows() {
  return byOrder(await getCollection('comparisonRows')).map((entry) => ({
    id: entry.id,
    ...entry.data,
    label: fillTokens(entry.data.label),
  }));
}

/** The pricing FAQ with every {token} filled from the pricing module and the shared facts. */
export async function getPricingFaq() {
  return byOrder(await getCollection('pricingFaq')).map(({ id, data }) => ({
    id,
    question: fillTokens(data.question),
    answer: fillTokens(data.answer),
    link: data.link,
  }));
}

export async function getHomeHero() {
  const entry = (await getCollection('homeHero')).find(({ id }) => id === 'home');
  if (!entry) throw new Error('content/data/marketing/home-hero.yaml needs an entry named "home"');
  // A claim's or the payout rule's {token} in a line is filled in, as everywhere else.
  return { ...entry.data, lines: entry.data.lines.map((line) => fillTokens(line)) };
}
