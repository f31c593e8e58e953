/**
 * When the built site next goes out of date (CONTENT.md, "Scheduling"): the
 * earliest instant after the build's clock at which a rebuild would produce a
 * different site (a scheduled press release or investor update publishes, a
 * job posting expires, a policy version takes effect, the year changes), and
 * what that change is. A production build writes it to `next-change.json` and
 * prints it in one line; the scheduled deploy reads the deployed file and
 * rebuilds once that instant has passed. Pure.
 */
import { formatLogTime } from './dates.ts';

export interface ScheduledChange {
  at: Date;
  /** What happens, for people: "press release 'embargo-example' publishes". */
  change: string;
}

/** The file's shape: the build's clock, and the next change (null when nothing is scheduled). */
export interface NextChangeFile {
  builtAt: string;
  next: { at: string; change: string } | null;
}

/** Where the build writes it, relative to the output folder. */
export const NEXT_CHANGE_FILE = 'next-change.json';

/** The earliest change after `now`; changes at the same instant are named together. */
export function nextChange(changes: readonly ScheduledChange[], now: Date): ScheduledChange | undefined {
  const future = changes.filter((c) => c.at.getTime() > now.getTime()).sort((a, b) => a.at.getTime() - b.at.getTime());
  const first = future[0];
  if (!first) return undefined;
  const same = future.filter((c) => c.at.getTime() === first.at.getTime()).map((c) => c.change);
  return { at: first.at, change: [...new Set(same)].sort().join('; ') };
}

export function nextChangeFile(now: Date, next: ScheduledChange | undefined): NextChangeFile {
  return { builtAt: now.toISOString(), next: next ? { at: next.at.toISOString(), change: next.change } : null };
}

/** The build's one line: "Next change: 2026-12-01 06:00 PST, press release 'embargo-example' publishes". */
export function describeNextChange(next: ScheduledChange | undefined): string {
  return next ? `Next change: ${formatLogTime(next.at)}, ${next.change}` : 'Next change: none scheduled';
}
