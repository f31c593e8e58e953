/**
 * What the evergreen investor pages say about the updates, derived from the updates themselves
 * (docs/decisions.md#dated-records): how many there are, over which months, whether they came
 * one a month, and which is the newest. A sentence such as "Every month we write to our investors"
 * stays true only while someone keeps writing; this one is rewritten by every build from the files.
 */
import { formatDate, formatMonthYear } from './dates.ts';

export interface DatedEntry {
  date: Date;
  title: string;
}

const NUMBER_WORDS = ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten'];

/** "Three", or "14" past ten, to open a sentence. */
const countWord = (count: number) => NUMBER_WORDS[count] ?? String(count);

/** Months since year 0, so consecutive calendar months differ by one. */
const monthIndex = (date: Date) => date.getUTCFullYear() * 12 + date.getUTCMonth();

/** Oldest first, whatever order they come in. */
const byDate = (updates: readonly DatedEntry[]) => [...updates].sort((a, b) => a.date.getTime() - b.date.getTime());

/** Whether the updates came one in each calendar month, with no month skipped or doubled. */
export function oneAMonth(updates: readonly DatedEntry[]): boolean {
  const months = byDate(updates).map((update) => monthIndex(update.date));
  return months.length > 1 && months.every((month, i) => i === 0 || month === months[i - 1]! + 1);
}

/** The newest update, or undefined when there is none. */
export function newestUpdate<T extends DatedEntry>(updates: readonly T[]): T | undefined {
  return [...updates].sort((a, b) => b.date.getTime() - a.date.getTime())[0];
}

/**
 * The updates' cadence as a sentence: "Three updates, one a month from November 2024 to January
 * 2025.", "Five updates between November 2024 and March 2026.", "One update, sent November 29,
 * 2024." or "No updates yet.". Past tense is never needed: the months are named.
 */
export function updatesCadence(updates: readonly DatedEntry[]): string {
  const sorted = byDate(updates);
  if (sorted.length === 0) return 'No updates yet.';
  if (sorted.length === 1) return `One update, sent ${formatDate(sorted[0]!.date)}.`;
  const first = formatMonthYear(sorted[0]!.date);
  const last = formatMonthYear(sorted.at(-1)!.date);
  const count = `${countWord(sorted.length)} updates`;
  if (first === last) return `${count}, all in ${first}.`;
  return oneAMonth(sorted) ? `${count}, one a month from ${first} to ${last}.` : `${count} between ${first} and ${last}.`;
}
