/**
 * Is a rebuild of the deployed site due, and why (README, "Deploying")?
 *
 * What the site shows depends on the date (embargoed releases, expiring job
 * postings, policies that take effect on a day), so every build writes
 * `next-change.json`: the build's clock and the next instant at which a build
 * would show something different. The scheduled workflow reads that file from
 * the deployed site and rebuilds only when that instant has passed.
 *
 * Pure: the caller fetches the file (scripts/deploy-due.ts) and passes the
 * clock, so every rule is tested without a network or a real date.
 */

import { parseInstant } from './dates.ts';
import { NEXT_CHANGE_FILE, type NextChangeFile } from './next-change.ts';

/** Where a deployed site serves the file (a site URL may carry a path: the file is under it). */
export function nextChangeUrl(siteUrl: string): string {
  return new URL(NEXT_CHANGE_FILE, siteUrl.replace(/\/?$/, '/')).href;
}

/**
 * How far the deployed build's clock may be ahead of ours before we distrust
 * our own. A rebuild with a clock that is behind could take published content
 * down again (an embargo that has lifted would seem to hold).
 */
export const MAX_CLOCK_SKEW_MS = 5 * 60_000;

/** What fetching the file gave: its text, or why there is none. */
export type Fetched = { ok: true; text: string } | { ok: false; error: string };

export type DueKind = 'due' | 'not-yet' | 'nothing-scheduled' | 'unreadable' | 'malformed' | 'clock-skew';

export interface DueDecision {
  due: boolean;
  /** One line a maintainer reads in the job summary. */
  reason: string;
  kind: DueKind;
  /** The parsed file, when it parsed. */
  file?: NextChangeFile;
}

/**
 * Milliseconds of an ISO 8601 instant with a time and a zone, as the build writes them, or undefined
 * when it is not one: a bare date, a time without a zone, or an impossible day like February 30
 * (the site's one date reader, ./dates.ts, decides).
 */
export function readInstant(value: unknown): number | undefined {
  if (typeof value !== 'string' || !value.includes('T')) return undefined;
  try {
    return parseInstant(value).getTime();
  } catch {
    return undefined;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Check the file's text against the shape. Keys beyond the known ones are
 * allowed, so the build can add one without every scheduled run rebuilding.
 */
export function parseNextChange(text: string): { ok: true; value: NextChangeFile } | { ok: false; problem: string; json: boolean } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    const start = text.trim().slice(0, 40);
    return { ok: false, json: false, problem: `it is not JSON (it starts with ${JSON.stringify(start)})` };
  }
  if (!isObject(data)) return { ok: false, json: true, problem: 'it is not a JSON object' };
  const builtAt = readInstant(data.builtAt);
  if (builtAt === undefined)
    return { ok: false, json: true, problem: `"builtAt" is not an ISO 8601 instant (${JSON.stringify(data.builtAt)})` };
  if (!('next' in data)) return { ok: false, json: true, problem: '"next" is missing (it is null when nothing is scheduled)' };
  if (data.next === null) return { ok: true, value: { builtAt: data.builtAt as string, next: null } };
  if (!isObject(data.next)) return { ok: false, json: true, problem: '"next" is neither null nor an object' };
  const { at, change } = data.next;
  const atMs = readInstant(at);
  if (atMs === undefined) return { ok: false, json: true, problem: `"next.at" is not an ISO 8601 instant (${JSON.stringify(at)})` };
  if (typeof change !== 'string' || !change.trim()) return { ok: false, json: true, problem: '"next.change" is not a description' };
  // The next change comes after the build that computed it; one at or before it means the build got its clock or its rules wrong.
  if (atMs <= builtAt) return { ok: false, json: true, problem: `"next.at" (${at}) is not after "builtAt" (${data.builtAt})` };
  return { ok: true, value: { builtAt: data.builtAt as string, next: { at: at as string, change } } };
}

/** "in 3 days", "in 2 hours", "in 14 minutes": how far away an instant is, for the reason line. */
export function describeWait(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes < 120) return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `in ${hours} hours`;
  return `in ${Math.round(hours / 24)} days`;
}

/**
 * The decision. A file that cannot be read or does not parse means a rebuild
 * (fail safe: a rebuild is harmless, a missed embargo is not), except when the
 * deployed build's clock is ahead of ours by more than MAX_CLOCK_SKEW_MS.
 */
export function decideRebuild(fetched: Fetched, now: Date): DueDecision {
  if (!fetched.ok)
    return { due: true, kind: 'unreadable', reason: `Rebuilding (fail safe): the next-change file could not be read: ${fetched.error}.` };
  const parsed = parseNextChange(fetched.text);
  if (!parsed.ok) {
    return parsed.json
      ? { due: true, kind: 'malformed', reason: `Rebuilding (fail safe): the next-change file is malformed: ${parsed.problem}.` }
      : { due: true, kind: 'unreadable', reason: `Rebuilding (fail safe): the next-change file could not be read: ${parsed.problem}.` };
  }
  const file = parsed.value;
  const nowMs = now.getTime();
  const ahead = Date.parse(file.builtAt) - nowMs;
  if (ahead > MAX_CLOCK_SKEW_MS) {
    return {
      due: false,
      kind: 'clock-skew',
      file,
      reason: `Not rebuilding: the deployed build's clock (${file.builtAt}) is ${Math.round(ahead / 60_000)} minutes ahead of this runner's (${now.toISOString()}); a build with this clock could take published content down again.`,
    };
  }
  if (!file.next)
    return {
      due: false,
      kind: 'nothing-scheduled',
      file,
      reason: `Not rebuilding: nothing is scheduled to change (built ${file.builtAt}).`,
    };
  const wait = Date.parse(file.next.at) - nowMs;
  if (wait <= 0) return { due: true, kind: 'due', file, reason: `Rebuilding: ${file.next.change}, due ${file.next.at}.` };
  return {
    due: false,
    kind: 'not-yet',
    file,
    reason: `Not rebuilding yet: ${file.next.change} at ${file.next.at}, ${describeWait(wait)}.`,
  };
}
