/**
 * Every change a rebuild would show after the build's clock, from the same
 * queries the pages use (so what is published is decided once, by
 * src/lib/publishing.ts): a scheduled press release or investor update goes
 * live, a policy version takes effect, an open job posting expires, the
 * footer's year turns. src/pages/next-change.json.ts writes the earliest.
 */
import { readFileSync } from 'node:fs';
import { getCollection } from './collection';
import { getJobs } from './company';
import { getLegalDocuments, legalToday } from './legal';
import { publishing } from './publishing-mode';
import { documents } from '~/lib/collections';
import { inWrittenZone, startOfNextYear, yearOf } from '~/lib/dates';
import { jobExpiresAt } from '~/lib/company-rules';
import { readFrontmatter } from '~/lib/frontmatter';
import { switches } from '~/lib/legal/timeline';
import type { ScheduledChange } from '~/lib/next-change';
import { publicationStatus } from '~/lib/publishing';

/** The scheduled entries of a dated collection, each announced in the zone its writer used as well. */
async function scheduled(name: 'press' | 'investorUpdates'): Promise<ScheduledChange[]> {
  const now = publishing.now;
  return (await getCollection(name))
    .filter((entry) => publicationStatus(entry.data, now) === 'scheduled')
    .map(({ id, filePath, data }) => {
      // The schema keeps the instant only; the echo names the zone as the writer wrote it (README, "Writers").
      const written = filePath ? String(readFrontmatter(readFileSync(filePath, 'utf8')).date ?? '') : '';
      const theirs = inWrittenZone(data.date, written);
      return { at: data.date, change: `${documents[name].noun} '${id}' publishes${theirs ? ` at ${theirs}` : ''}` };
    });
}

export async function getScheduledChanges(): Promise<ScheduledChange[]> {
  const now = publishing.now;
  const newYear = startOfNextYear(now);
  return [
    ...(await scheduled('press')),
    ...(await scheduled('investorUpdates')),
    // Only a version that will come into force changes the page: one withdrawn before its day does not.
    ...(await getLegalDocuments()).flatMap((doc) =>
      switches(legalToday(doc)).map(({ at, version }) => ({ at, change: `${doc.data.title} version ${version} takes effect` })),
    ),
    ...(await getJobs()).map((job) => ({ at: jobExpiresAt(job), change: `job posting '${job.id}' expires` })),
    { at: newYear, change: `the year becomes ${yearOf(newYear)}` },
  ];
}
