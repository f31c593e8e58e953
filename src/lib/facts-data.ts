/**
 * The values of content/facts.yaml, checked. This is what scripts and tests
 * run; in the site's build the facts plugin (src/lib/facts-file.ts) serves
 * this module as the values themselves, one export per group, so no page or
 * island reads a file or ships the schema. Read facts through src/lib/facts.ts.
 */
import { readFactsFile, type FactEntry, type FactsData } from './facts-file.ts';

export const factsData: FactsData = readFactsFile();

type Group = Readonly<Record<string, FactEntry>>;
/** The groups src/lib/pricing.ts and src/lib/claims.ts read. */
export const price: Group = factsData.price;
export const plan: Group = factsData.plan;
export const annualValue: Group = factsData.annualValue;
/** The marketing claims src/lib/claims.ts reads. */
export const claims: Group = factsData.claims;
