/**
 * The clock of a test that plays a writer adding dated entries (a press
 * release, an investor update) newer than every one already written, and
 * builds the copy on it. Read once per test file and given to every build and
 * tool of that test as SITE_NOW, so the build and the test's expectations
 * agree on the day, whatever day the test runs and whatever writers add later:
 * the new entries' day is today, or the day after the newest entry written
 * when that is later (one scheduled ahead), and the clock is never before
 * that day starts, so the new entries are published.
 */
import type { DocumentCollection } from '../../src/lib/collections';
import { addDays, dayStartOf, isoDate } from '../../src/lib/dates';
import { entries } from '../content';

/** A clock past every date: read on it, every entry that is not a draft counts, scheduled ones too. */
const END_OF_TIME = new Date(8.64e15);

export interface WriterClock {
  /** The day to date the new entries, YYYY-MM-DD (the start of that day in San Diego). */
  day: string;
  /** The instant that day starts. */
  dayStart: Date;
  /** The build's clock (SITE_NOW): the machine's, or the start of `day` when that is later. */
  now: Date;
}

/** A day newer than every entry of these collections a writer has written, and a clock on which it is published. */
export function writerClock(collections: readonly DocumentCollection[], machine = new Date()): WriterClock {
  const written = collections.flatMap((collection) => entries(collection, END_OF_TIME)).map((entry) => entry.data.date.getTime());
  const today = dayStartOf(machine);
  const newest = Math.max(...written);
  const dayStart = newest >= today.getTime() ? dayStartOf(addDays(new Date(newest), 1)) : today;
  return { day: isoDate(dayStart), dayStart, now: new Date(Math.max(machine.getTime(), dayStart.getTime())) };
}
