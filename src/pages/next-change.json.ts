/**
 * next-change.json: the build's clock and the next instant the built site goes
 * out of date (src/lib/next-change.ts); the scheduled deploy reads it from the
 * deployed site (npm run deploy:due), and the build prints it once the pages are written.
 */
import type { APIRoute } from 'astro';
import { nextChange, nextChangeFile } from '~/lib/next-change';
import { getScheduledChanges } from '~/queries/scheduled-changes';
import { publishing } from '~/queries/publishing-mode';

export const GET: APIRoute = async () => {
  const file = nextChangeFile(publishing.now, nextChange(await getScheduledChanges(), publishing.now));
  return new Response(`${JSON.stringify(file, null, 2)}\n`, { headers: { 'content-type': 'application/json' } });
};
