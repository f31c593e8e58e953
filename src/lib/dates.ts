/**
 * Dates in the company's time zone (docs/architecture.md#dates-and-the-clock).
 * Refrain is in San Diego: a bare date written in frontmatter, `2025-01-15`,
 * means the start of that day there, and every date a visitor reads is
 * formatted there, whatever zone the machine that builds the site is in. An
 * instant written with its zone, `2026-12-01T09:00:00-05:00`, is that instant.
 * Pure: no clock is read here (src/lib/clock.ts is the one that reads it).
 */

/** San Diego. */
export const SITE_TIME_ZONE = 'America/Los_Angeles';

const DAY_MS = 86_400_000;
const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;
/** An ISO 8601 date and time with its zone: Z or an offset. Seconds and fractions optional. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;

const partsFormats = new Map<string, Intl.DateTimeFormat>();
/** The formatter of wall-clock parts in a zone, made once per zone. Throws a RangeError on a zone Intl does not know. */
function partsFormat(zone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(zone);
  if (!format) {
    const twoDigits = { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' } as const;
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', ...twoDigits, timeZoneName: 'short' });
    partsFormats.set(zone, format);
  }
  return format;
}
const long = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: SITE_TIME_ZONE });
const monthYear = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', timeZone: SITE_TIME_ZONE });
const timeOfDay = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: SITE_TIME_ZONE, timeZoneName: 'short' });

interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** The zone's abbreviation at that instant, e.g. "PST" or "GMT-5". */
  zoneName: string;
}

/** The calendar date and time of an instant in a zone (San Diego unless named). */
function zoned(date: Date, zone = SITE_TIME_ZONE): ZonedParts {
  const parts = Object.fromEntries(
    partsFormat(zone)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return {
    zoneName: parts.timeZoneName ?? '',
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** A zone's offset from UTC at an instant, in milliseconds (San Diego: -8 h in winter, -7 h in summer). */
function offsetAt(date: Date, zone = SITE_TIME_ZONE): number {
  const p = zoned(date, zone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(date.getTime() / 1000) * 1000;
}

/** "2025-01-15": the day an instant falls on in San Diego, for `<time datetime>`, sitemaps and messages. */
export function isoDate(date: Date): string {
  const p = zoned(date);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** The instant a wall-clock time in a zone names, e.g. 2026-11-28 09:00 in America/New_York → 14:00Z. */
function wallTime(zone: string, year: number, month: number, day: number, hour = 0, minute = 0, second = 0): Date {
  const guess = Date.UTC(year, month - 1, day, hour, minute, second);
  // The offset at the guess can differ from the offset at the instant on a daylight-saving day; a second pass settles it.
  let instant = guess - offsetAt(new Date(guess), zone);
  instant = guess - offsetAt(new Date(instant), zone);
  return new Date(instant);
}

/** The instant a San Diego calendar day starts, e.g. 2025-01-15 → 2025-01-15T08:00:00Z. */
export function startOfDay(year: number, month: number, day: number): Date {
  return wallTime(SITE_TIME_ZONE, year, month, day);
}

/** Parse "2025-01-15" as the start of that day in San Diego; throws on anything else. */
export function parseIsoDate(value: string): Date {
  const match = YMD.exec(value);
  if (!match) throw new Error(`expected a date like 2025-01-17, got "${value}"`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new Error(`"${value}" is not a real calendar date`);
  }
  return startOfDay(year, month, day);
}

/** A date and time followed by an IANA zone name: "2026-11-28T09:00 America/New_York". */
const NAMED_ZONE = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?[ \t]+([A-Za-z][\w+-]*(?:\/[\w+-]+)*)$/;

/**
 * A date, or a date and time with its zone: "2025-01-15" is the start of that
 * day in San Diego; "2026-12-01T09:00:00-05:00", "2026-12-01T14:00:00Z" and
 * "2026-12-01T09:00 America/New_York" are those instants. A time without a
 * zone is refused, since it would mean a different instant on every machine.
 */
export function parseInstant(value: string): Date {
  const text = value.trim();
  if (YMD.test(text)) return parseIsoDate(text);
  const named = NAMED_ZONE.exec(text);
  if (named) {
    const [, day = '', hour, minute, second = '0', zone = ''] = named;
    if (!knownZone(zone)) throw new Error(`"${zone}" is not a time zone name; use one like America/New_York or Europe/London`);
    parseIsoDate(day);
    if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) throw new Error(`"${value}" is not a real time of day`);
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    return wallTime(zone, year, month, date, Number(hour), Number(minute), Number(second));
  }
  if (!INSTANT.test(text)) {
    throw new Error(
      /^\d{4}-\d{2}-\d{2}T/.test(text)
        ? `"${value}" has a time but no zone; write it with one, like 2026-12-01T09:00 America/Los_Angeles, 2026-12-01T09:00:00-08:00 or 2026-12-01T17:00:00Z`
        : `expected a date like 2025-01-17, or a date and time with its zone like 2026-12-01T09:00 America/Los_Angeles, got "${value}"`,
    );
  }
  parseIsoDate(text.slice(0, 10));
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) throw new Error(`"${value}" is not a real date and time`);
  return date;
}

function knownZone(zone: string): boolean {
  try {
    partsFormat(zone);
    return true;
  } catch {
    return false; // Intl's RangeError for a name it does not know: the answer, not a failure.
  }
}

/**
 * A frontmatter date as YAML hands it over: a string as written, or a Date.
 * YAML reads an unquoted `2025-01-15` as midnight UTC; that is a bare date and
 * means the start of the day in San Diego, like the string. A Date with a time
 * came from a timestamp written with its zone and is kept.
 */
export function fromFrontmatter(value: Date | string): Date {
  if (typeof value === 'string') return parseInstant(value);
  if (Number.isNaN(value.getTime())) throw new Error('is not a real calendar date');
  const midnightUtc =
    value.getUTCHours() === 0 && value.getUTCMinutes() === 0 && value.getUTCSeconds() === 0 && value.getUTCMilliseconds() === 0;
  return midnightUtc ? startOfDay(value.getUTCFullYear(), value.getUTCMonth() + 1, value.getUTCDate()) : value;
}

/** The start of the San Diego day an instant falls on. */
export function dayStartOf(date: Date): Date {
  return parseIsoDate(isoDate(date));
}

/** Whether an instant is the start of a San Diego day (a bare date), rather than a time of day. */
export function isStartOfDay(date: Date): boolean {
  const p = zoned(date);
  return p.hour === 0 && p.minute === 0 && p.second === 0;
}

/** Add whole calendar days in San Diego (a daylight-saving day is still one day). */
export function addDays(date: Date, days: number): Date {
  const p = zoned(date);
  const day = new Date(Date.UTC(p.year, p.month - 1, p.day) + days * DAY_MS);
  const start = startOfDay(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate());
  return new Date(start.getTime() + (date.getTime() - startOfDay(p.year, p.month, p.day).getTime()));
}

/** Whole calendar days from one date to another in San Diego (negative when `to` is earlier). */
export function daysBetween(from: Date, to: Date): number {
  const a = zoned(from);
  const b = zoned(to);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS);
}

/** The start of the next year in San Diego (the footer's year changes then). */
export function startOfNextYear(date: Date): Date {
  return startOfDay(zoned(date).year + 1, 1, 1);
}

/** The year an instant falls in, in San Diego. */
export function yearOf(date: Date): number {
  return zoned(date).year;
}

/** "January 15, 2025" */
export function formatDate(date: Date): string {
  return long.format(date);
}

/** "January 2025" */
export function formatMonthYear(date: Date): string {
  return monthYear.format(date);
}

/** "December 1, 2026" for a bare date; "December 1, 2026, 6:00 AM PST" for a time of day. */
export function formatDateTime(date: Date): string {
  return isStartOfDay(date) ? formatDate(date) : `${formatDate(date)}, ${timeOfDay.format(date)}`;
}

/** "2026-12-01 06:00 PST": an instant as a line of a build log reads it, in San Diego (or the zone named). */
export function formatLogTime(date: Date, zone = SITE_TIME_ZONE): string {
  const p = zoned(date, zone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)} ${p.zoneName}`;
}

/**
 * An instant in the zone the writer wrote it in, "2026-11-28 09:00 EST
 * (America/New_York)" or "2026-12-01 09:00 UTC-05:00", or undefined for a bare
 * date or a time written in San Diego's zone name.
 */
export function inWrittenZone(date: Date, written = ''): string | undefined {
  const text = written.trim();
  const zone = NAMED_ZONE.exec(text)?.[5];
  if (zone) return zone === SITE_TIME_ZONE ? undefined : `${formatLogTime(date, zone)} (${zone})`;
  const offset = INSTANT.test(text) ? /(Z|[+-]\d{2}):?(\d{2})?$/.exec(text) : null;
  if (!offset) return undefined;
  return `${text.slice(0, 10)} ${text.slice(11, 16)} ${offset[1] === 'Z' ? 'UTC' : `UTC${offset[1]}:${offset[2]}`}`;
}

/** An instant as the writer wrote it and in San Diego, for messages: "…09:00 EST (America/New_York), …06:00 PST in San Diego". */
export function describeInstant(date: Date, written?: string): string {
  const sanDiego = `${formatLogTime(date)} in San Diego`;
  const theirs = inWrittenZone(date, written);
  return theirs ? `${theirs}, ${sanDiego}` : sanDiego;
}

/**
 * For machine-readable dates (`<time datetime>`, JSON-LD, feeds): "2025-01-15"
 * for a bare date, "2026-12-01T06:00:00-08:00" for a time of day, with San
 * Diego's offset.
 */
export function isoDateTime(date: Date): string {
  if (isStartOfDay(date)) return isoDate(date);
  const p = zoned(date);
  const offset = Math.round(offsetAt(date) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const hh = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const mm = String(Math.abs(offset) % 60).padStart(2, '0');
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${isoDate(date)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}${sign}${hh}:${mm}`;
}
