/**
 * Dates are calendar dates in UTC (docs/architecture.md#dates-in-utc): a date-only value such as
 * 2025-01-15 is parsed as midnight UTC and always formatted in UTC, so it
 * never shows as January 14 west of Greenwich.
 */

const long = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const monthYear = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', timeZone: 'UTC' });

/** "January 15, 2025" */
export function formatDate(date: Date): string {
  return long.format(date);
}

/** "January 2025" */
export function formatMonthYear(date: Date): string {
  return monthYear.format(date);
}

/** "2025-01-15", for <time datetime> and sitemaps. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Parse "2025-01-15" as midnight UTC; throws on anything else. */
export function parseIsoDate(value: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new Error(`expected a date like 2025-01-15, got "${value}"`);
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || isoDate(date) !== value) throw new Error(`"${value}" is not a real calendar date`);
  return date;
}

/** Add whole days in UTC. */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}
