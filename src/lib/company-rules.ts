/**
 * Pure logic behind the company pages: resolving team entries against the site
 * config, application e-mail links and the JobPosting structured data. No
 * Astro imports, so Vitest tests it.
 */
import type { SiteConfig } from './site-config.ts';
import type { JobEntry, TeamMemberEntry } from './schemas/company-schema.ts';
import { addDays, isoDate } from './dates.ts';

/** A job posting stays valid this many days after it is posted (docs/decisions.md#jobs). */
export const JOB_POSTING_VALID_DAYS = 90;

/** The last day a posting is offered: its datePosted plus the validity period. */
export function jobValidThrough(job: Pick<JobEntry, 'datePosted'>): Date {
  return addDays(job.datePosted, JOB_POSTING_VALID_DAYS);
}

/** The instant a posting stops being offered: the start of the day after its last day, in San Diego. */
export function jobExpiresAt(job: Pick<JobEntry, 'datePosted'>): Date {
  return addDays(job.datePosted, JOB_POSTING_VALID_DAYS + 1);
}

/**
 * Split postings into those still open at `now` (the build's clock; open
 * through the whole of the validThrough day in San Diego) and those that
 * expired, keeping their order.
 */
export function partitionJobs<T extends Pick<JobEntry, 'datePosted'>>(jobs: readonly T[], now: Date): { open: T[]; expired: T[] } {
  const open: T[] = [];
  const expired: T[] = [];
  for (const job of jobs) (now.getTime() < jobExpiresAt(job).getTime() ? open : expired).push(job);
  return { open, expired };
}

/** What the build says about a posting it no longer offers, naming the file and what to do. */
export function expiredJobWarning(job: Pick<JobEntry, 'id' | 'title' | 'datePosted'>, file: string): string {
  return `${file}: the posting "${job.id}" (${job.title}) expired on ${isoDate(jobValidThrough(job))}, ${JOB_POSTING_VALID_DAYS} days after its datePosted ${isoDate(job.datePosted)}, so /careers no longer offers it. If the role is still open, set datePosted to the day you renew it; otherwise remove the entry.`;
}

/**
 * What /about and /team say about hiring, from the postings still open on the day of the build,
 * so neither names a role /careers no longer offers: "We are hiring a Machine Learning Engineer
 * and a Social Media Intern." or, with none open, that open applications are read.
 */
export function hiringSentence(titles: readonly string[]): string {
  if (titles.length === 0) return 'We have no open roles right now, and we read every open application.';
  const article = (title: string) => (['A', 'E', 'I', 'O', 'U'].includes(title.charAt(0).toUpperCase()) ? 'an' : 'a');
  const roles = titles.map((title) => `${article(title)} ${title}`);
  const list = roles.length === 1 ? roles[0]! : `${roles.slice(0, -1).join(', ')} and ${roles.at(-1)}`;
  return `We are hiring ${list}.`;
}

/** Compensation statement shared by the careers page and the structured data. */
export const EQUITY_ONLY_NOTE = 'Equity-only compensation until fundraising closes';

export type ResolvedMember<T extends TeamMemberEntry = TeamMemberEntry> = Omit<T, 'name' | 'title' | 'email'> & {
  name: string;
  title: string;
  /** Full address, or undefined when the member lists none. */
  email?: string;
  /** What /team and /story show: the longer bio where there is one. */
  fullBio: string;
};

/** Fill the founder from the site config and expand mailbox names to addresses. */
export function resolveMember<T extends TeamMemberEntry>(entry: T, site: SiteConfig): ResolvedMember<T> {
  const domain = site.emails.general.split('@')[1];
  const name = entry.founder ? site.founder.name : entry.name;
  const title = entry.founder ? site.founder.title : entry.title;
  if (!name || !title) throw new Error(`team member "${entry.id}" needs a name and a title`);
  const email = entry.founder ? site.emails.founder : entry.email ? `${entry.email}@${domain}` : undefined;
  return { ...entry, name, title, email, fullBio: entry.longBio ?? entry.bio };
}

/** The letter shown when a member has no portrait. */
export function initialOf(name: string): string {
  return name.trim().charAt(0).toLocaleUpperCase('en-US');
}

/** mailto: link whose subject is "Application: <role title>", URL-encoded. */
export function applyHref(title: string, careersEmail: string): string {
  return `mailto:${careersEmail}?subject=${encodeURIComponent(`Application: ${title}`)}`;
}
