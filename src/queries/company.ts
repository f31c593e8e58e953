/**
 * Queries of the company collections. Pages call these, never getCollection
 * (docs/architecture.md#queries). Entries come back in the order of their YAML file (the
 * orderedFile loader records each entry's position as `order`), their {tokens} filled in
 * (getList, ./collection.ts).
 */
import type { CollectionEntry } from 'astro:content';
import { getList } from './collection';
import { site } from '~/site.config';
import { jobPosting } from '~/lib/structured-data';
import { applyHref, expiredJobWarning, partitionJobs, resolveMember, type ResolvedMember } from '~/lib/company-rules';
import { dataFiles } from '~/lib/collections';
import { publishing } from './publishing-mode';

export type TeamMember = ResolvedMember<CollectionEntry<'team'>['data']>;
export type Advisor = CollectionEntry<'advisors'>['data'];
export type Job = CollectionEntry<'jobs'>['data'] & { applyHref: string };
export type OnePagerCard = CollectionEntry<'onePagerCards'>['data'];
export type Visual = CollectionEntry<'visuals'>['data'];

/** The whole team, founder included, by `order`. */
export async function getTeam(): Promise<TeamMember[]> {
  const entries = await getList('team');
  const founders = entries.filter((entry) => entry.founder);
  if (founders.length !== 1) {
    throw new Error(`content/data/company/team.yaml must mark exactly one member "founder: true" (found ${founders.length})`);
  }
  return entries.map((entry) => resolveMember(entry, site));
}

/** The first four members, for the home page (docs/decisions.md#home). */
export async function getTeamPreview(): Promise<TeamMember[]> {
  return (await getTeam()).slice(0, 4);
}

export async function getFounder(): Promise<TeamMember> {
  return (await getTeam()).find((member) => member.founder)!;
}

export async function getAdvisors(): Promise<Advisor[]> {
  return getList('advisors');
}

const JOBS_FILE = dataFiles.jobs.file;
const warned = new Set<string>();

/**
 * The roles still open by the build's clock, each with its apply-by-e-mail
 * link. A posting past its validity is not offered anywhere (no card, no
 * JobPosting data), and the build warns once, naming the file and what to do.
 */
export async function getJobs(): Promise<Job[]> {
  const { open, expired } = partitionJobs(await getList('jobs'), publishing.now);
  for (const job of expired) {
    if (warned.has(job.id)) continue;
    warned.add(job.id);
    console.warn(`[careers] ${expiredJobWarning(job, JOBS_FILE)}`);
  }
  return open.map((job) => ({ ...job, applyHref: applyHref(job.title, site.emails.careers) }));
}

/** JobPosting structured data of the first open role, or undefined when none is open. */
export async function getLeadJobPosting(): Promise<{ job: Job; jsonLd: Record<string, unknown> } | undefined> {
  const [job] = await getJobs();
  return job && { job, jsonLd: jobPosting(job, site) };
}

/** The seven one-pager cards with price tokens filled from the pricing module. */
export const getOnePagerCards = (): Promise<OnePagerCard[]> => getList('onePagerCards');

/** The drawings of /visuals, a caption's {tokens} (a claim, the payout rule) filled in. */
export const getVisuals = (): Promise<Visual[]> => getList('visuals');
