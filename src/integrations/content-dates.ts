/**
 * The content's calendar, read when the build starts (astro.config.mjs),
 * before the content layer exists, from the files the registry names
 * (src/lib/collections.ts), by the rules the pages use (src/lib/publishing.ts,
 * src/lib/legal/timeline.ts, src/lib/company-rules.ts) and the build's one clock:
 *
 * - the sitemap's `lastmod` of each entry's route and each index (the newest
 *   entry's date; for a policy, the last day its address changed), from
 *   frontmatter, never from git or the build clock itself;
 * - the slugs a production build publishes (the investor updates' bare-path
 *   redirects come from them);
 * - every future instant at which the site changes by itself, for the
 *   next-change file (nextChangeFile, written after the build).
 *
 * Each file's frontmatter is read with the one frontmatter reader
 * (src/lib/frontmatter.ts), its dates with the schemas' own date fields, and
 * what is published is decided by the pages' rule (publicationStatus).
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, parse } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { parse as parseYaml } from 'yaml';
import { dataFiles, documents, type DocumentCollection } from '../lib/collections.ts';
import { inWrittenZone, isoDate, startOfNextYear, yearOf } from '../lib/dates.ts';
import { frontmatterOf } from '../lib/frontmatter.ts';
import { jobExpiresAt } from '../lib/company-rules.ts';
import { documentVersions, lastChanged, switches, timeline } from '../lib/legal/timeline.ts';
import { readArchive } from '../lib/legal/archive.ts';
import { describeNextChange, nextChange, nextChangeFile, NEXT_CHANGE_FILE, type ScheduledChange } from '../lib/next-change.ts';
import { isDraftFlag, publicationStatus } from '../lib/publishing.ts';
import { calendarDate, publicationDate } from '../lib/schemas/fields.ts';

export interface ContentCalendar {
  /** Route → YYYY-MM-DD. */
  lastmod: Map<string, string>;
  /** Collection name → the slugs a production build publishes, sorted. */
  published: Map<string, string[]>;
  /** Every change after `now` that a rebuild would show. */
  changes: ScheduledChange[];
}

const mdxFiles = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((file) => /\.mdx?$/.test(file))
        .sort()
    : [];

// The date fields as the schemas read them (src/lib/schemas/fields.ts). A value they refuse leaves the entry
// out of the calendar here; the loader refuses it too and names the file, the line and the form
// (src/loaders/content-error.ts), which fails the build and shows on the development server's pages.
const publication = publicationDate('the calendar');
const calendarDay = calendarDate('the calendar');
const dateOf = (schema: typeof publication | typeof calendarDay, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

/** Press releases and investor updates: published, scheduled or draft, by the rule the pages use. */
function readDated(root: string, collection: DocumentCollection, now: Date, calendar: ContentCalendar) {
  const slugs: string[] = [];
  let newest: Date | undefined;
  for (const file of mdxFiles(join(root, collection.folder))) {
    const slug = parse(file).name;
    const data = frontmatterOf(readFileSync(join(root, collection.folder, file), 'utf8'));
    const date = collection.dateField && data ? dateOf(publication, data[collection.dateField]) : undefined;
    if (!data || (collection.dateField && !date)) continue;
    const status = publicationStatus({ draft: data.draft, date }, now);
    if (status === 'scheduled' && date) {
      // The log states the instant in San Diego; a writer who gave another zone reads it in theirs too.
      const theirs = inWrittenZone(date, String(data[collection.dateField!]));
      calendar.changes.push({ at: date, change: `${collection.noun} '${slug}' publishes${theirs ? ` at ${theirs}` : ''}` });
    }
    if (status !== 'published') continue;
    slugs.push(slug);
    if (!date) continue;
    // A corrected entry last changed on its `updated` day.
    const updated = dateOf(calendarDay, data.updated);
    const changed = updated && updated > date ? updated : date;
    if (collection.route) calendar.lastmod.set(collection.route(slug), isoDate(changed));
    if (!newest || changed > newest) newest = changed;
  }
  calendar.published.set(collection.name, slugs);
  if (newest && collection.index) calendar.lastmod.set(collection.index, isoDate(newest));
}

/** Policies: the last day each address changed, and the days versions take effect. */
function readLegal(root: string, now: Date, calendar: ContentCalendar) {
  const collection = documents.legal;
  const slugs: string[] = [];
  let newest: Date | undefined;
  const archive = readArchive(root);
  for (const file of mdxFiles(join(root, collection.folder))) {
    const id = parse(file).name;
    const data = frontmatterOf(readFileSync(join(root, collection.folder, file), 'utf8'));
    if (!data || isDraftFlag(data.draft) || !Array.isArray(data.changes)) continue;
    const effectiveDate = dateOf(calendarDay, data.effectiveDate);
    const changes = (data.changes as { version: unknown; date: unknown }[]).map((c) => ({
      version: String(c.version),
      date: dateOf(calendarDay, c.date),
    }));
    // A date the schema refuses: the loader names it and fails the build (see dateOf above).
    if (!effectiveDate || changes.some((c) => !c.date)) continue;
    slugs.push(id);
    const versions = documentVersions(changes as { version: string; date: Date }[], effectiveDate, archive.get(id));
    const changed = lastChanged(versions, now);
    if (changed) {
      calendar.lastmod.set(collection.route(id), isoDate(changed));
      if (!newest || changed > newest) newest = changed;
    }
    const title = typeof data.title === 'string' ? data.title : id;
    // Only a version that will come into force changes the page: one withdrawn before its day does not.
    for (const { at, version } of switches(timeline(versions, now))) {
      calendar.changes.push({ at, change: `${title} version ${version} takes effect` });
    }
  }
  calendar.published.set(collection.name, slugs);
  if (newest) calendar.lastmod.set(collection.index, isoDate(newest));
}

/** Job postings: the instant each open one expires. */
function readJobs(root: string, now: Date, calendar: ContentCalendar) {
  const path = join(root, dataFiles.jobs.file);
  if (!existsSync(path)) return;
  const jobs = parseYaml(readFileSync(path, 'utf8'), { schema: 'core' }) as { id?: string; datePosted?: string }[] | null;
  for (const job of jobs ?? []) {
    const posted = dateOf(calendarDay, job?.datePosted);
    if (!posted) continue;
    const expires = jobExpiresAt({ datePosted: posted });
    if (expires > now) calendar.changes.push({ at: expires, change: `job posting '${job.id}' expires` });
  }
}

/** Everything above, for the clock `now`. */
export function readCalendar(root: string, now: Date): ContentCalendar {
  const calendar: ContentCalendar = { lastmod: new Map(), published: new Map(), changes: [] };
  readDated(root, documents.press, now, calendar);
  readDated(root, documents.investorUpdates, now, calendar);
  readLegal(root, now, calendar);
  readJobs(root, now, calendar);
  // The footer states the year.
  const newYear = startOfNextYear(now);
  calendar.changes.push({ at: newYear, change: `the year becomes ${yearOf(newYear)}` });
  return calendar;
}

/** Route → YYYY-MM-DD, for the sitemap. */
export const contentDates = (root: string, now: Date) => readCalendar(root, now).lastmod;

/** The slugs a production build publishes from one document collection (a draft or a scheduled entry is not one). */
export const publishedSlugs = (root: string, collection: DocumentCollection, now: Date) =>
  readCalendar(root, now).published.get(collection.name) ?? [];

/**
 * After a production build, writes `next-change.json` (src/lib/next-change.ts)
 * into the output and prints the same in one line.
 */
export function nextChangeFileIntegration(calendar: ContentCalendar, now: Date): AstroIntegration {
  return {
    name: 'refrain:next-change',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const next = nextChange(calendar.changes, now);
        writeFileSync(join(fileURLToPath(dir), NEXT_CHANGE_FILE), `${JSON.stringify(nextChangeFile(now, next), null, 2)}\n`);
        logger.info(describeNextChange(next));
      },
    },
  };
}
