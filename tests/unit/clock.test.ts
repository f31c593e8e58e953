/**
 * The one clock and the company's time zone (src/lib/clock.ts,
 * src/lib/dates.ts): SITE_NOW, bare dates as the start of a San Diego day,
 * times with their zone, the daylight-saving changes, and the next change a
 * build announces (src/lib/next-change.ts).
 */
import { describe, expect, it } from 'vitest';
import { describeClock, parseSiteNow, siteNow } from '~/lib/clock';
import {
  addDays,
  daysBetween,
  describeInstant,
  formatDate,
  formatDateTime,
  formatLogTime,
  fromFrontmatter,
  isoDate,
  isoDateTime,
  parseInstant,
  parseIsoDate,
  startOfNextYear,
} from '~/lib/dates';
import { describeNextChange, nextChange, nextChangeFile } from '~/lib/next-change';

describe('the clock', () => {
  it('reads SITE_NOW, an instant or a bare date, and the machine only without it', () => {
    expect(siteNow({ SITE_NOW: '2026-12-22T08:00:00Z' }).toISOString()).toBe('2026-12-22T08:00:00.000Z');
    expect(siteNow({ SITE_NOW: '2026-12-22' }).toISOString()).toBe('2026-12-22T08:00:00.000Z');
    const before = Date.now();
    const machine = siteNow({}).getTime();
    expect(machine).toBeGreaterThanOrEqual(before);
    expect(parseSiteNow('')).toBeUndefined();
    expect(() => siteNow({ SITE_NOW: 'next Tuesday' })).toThrow(/^SITE_NOW: /);
  });

  it('is stated as the build starts: which clock, as written and in San Diego', () => {
    const written = '2026-11-28T09:00 America/New_York';
    expect(describeClock(siteNow({ SITE_NOW: written }), written)).toBe(
      `clock: SITE_NOW=${written}, 2026-11-28 09:00 EST (America/New_York), 2026-11-28 06:00 PST in San Diego`,
    );
    expect(describeClock(new Date('2026-11-28T20:00:00Z'), undefined)).toBe("clock: the machine's, 2026-11-28 12:00 PST in San Diego");
  });
});

describe('dates in San Diego', () => {
  it('read a bare date as the start of that day there, in winter and in summer', () => {
    expect(parseIsoDate('2025-01-15').toISOString()).toBe('2025-01-15T08:00:00.000Z');
    expect(parseIsoDate('2025-07-04').toISOString()).toBe('2025-07-04T07:00:00.000Z');
    // YAML hands an unquoted bare date over as midnight UTC: it is the same day in San Diego.
    expect(fromFrontmatter(new Date(Date.UTC(2025, 0, 15))).toISOString()).toBe('2025-01-15T08:00:00.000Z');
  });

  it('start on the right hour across the daylight-saving changes', () => {
    expect(parseIsoDate('2026-03-08').toISOString()).toBe('2026-03-08T08:00:00.000Z'); // clocks spring forward at 2 a.m.
    expect(parseIsoDate('2026-03-09').toISOString()).toBe('2026-03-09T07:00:00.000Z');
    expect(parseIsoDate('2026-11-01').toISOString()).toBe('2026-11-01T07:00:00.000Z'); // and fall back at 2 a.m.
    expect(parseIsoDate('2026-11-02').toISOString()).toBe('2026-11-02T08:00:00.000Z');
    expect(addDays(parseIsoDate('2026-03-07'), 2)).toEqual(parseIsoDate('2026-03-09'));
    expect(daysBetween(parseIsoDate('2026-03-01'), parseIsoDate('2026-03-31'))).toBe(30);
  });

  it('take a time with its zone, and refuse a time without one', () => {
    expect(parseInstant('2026-12-01T09:00:00-05:00').toISOString()).toBe('2026-12-01T14:00:00.000Z');
    expect(parseInstant('2026-12-01T14:00Z').toISOString()).toBe('2026-12-01T14:00:00.000Z');
    expect(() => parseInstant('2026-12-01T09:00:00')).toThrow(/no zone/);
    // An IANA zone name, on either side of a daylight-saving change.
    expect(parseInstant('2026-11-28T09:00 America/New_York').toISOString()).toBe('2026-11-28T14:00:00.000Z');
    expect(parseInstant('2026-07-01T09:00 America/New_York').toISOString()).toBe('2026-07-01T13:00:00.000Z');
    expect(() => parseInstant('2026-11-28T09:00 Mars/Olympus')).toThrow(/not a time zone name/);
    expect(() => parseInstant('2026-02-30T09:00:00Z')).toThrow(/not a real calendar date/);
    expect(fromFrontmatter(new Date('2026-12-01T14:00:00Z')).toISOString()).toBe('2026-12-01T14:00:00.000Z');
  });

  it('are shown as the San Diego day, whatever the zone of the instant', () => {
    // 02:00 UTC on January 16 is still January 15 in San Diego.
    const late = new Date('2025-01-16T02:00:00Z');
    expect(isoDate(late)).toBe('2025-01-15');
    expect(formatDate(late)).toBe('January 15, 2025');
    expect(formatDateTime(parseIsoDate('2025-01-15'))).toBe('January 15, 2025');
    expect(formatDateTime(new Date('2026-12-01T14:00:00Z'))).toBe('December 1, 2026, 6:00 AM PST');
    expect(isoDateTime(parseIsoDate('2025-01-15'))).toBe('2025-01-15');
    expect(isoDateTime(new Date('2026-07-01T16:30:00Z'))).toBe('2026-07-01T09:30:00-07:00');
    expect(formatLogTime(new Date('2026-12-01T14:00:00Z'))).toBe('2026-12-01 06:00 PST');
    // A message echoes an instant as the writer wrote it and in San Diego.
    expect(describeInstant(new Date('2026-12-01T14:00:00Z'), '2026-12-01T09:00:00-05:00')).toBe(
      '2026-12-01 09:00 UTC-05:00, 2026-12-01 06:00 PST in San Diego',
    );
    expect(startOfNextYear(new Date('2026-12-31T23:00:00-08:00')).toISOString()).toBe('2027-01-01T08:00:00.000Z');
  });
});

describe('the next change', () => {
  const changes = [
    { at: new Date('2026-12-22T08:00:00Z'), change: 'Terms of Service version 1.1 takes effect' },
    { at: new Date('2026-12-01T14:00:00Z'), change: "press release 'embargo-example' publishes" },
    { at: new Date('2026-12-22T08:00:00Z'), change: 'Privacy Policy version 1.1 takes effect' },
    { at: new Date('2026-11-01T07:00:00Z'), change: 'something already past' },
  ];

  it('is the earliest change after the clock, with every change at that instant', () => {
    expect(nextChange(changes, new Date('2026-11-24T12:00:00Z'))).toEqual(changes[1]);
    expect(nextChange(changes, new Date('2026-12-01T14:00:00Z'))?.change).toBe(
      'Privacy Policy version 1.1 takes effect; Terms of Service version 1.1 takes effect',
    );
    expect(nextChange(changes, new Date('2027-01-01T00:00:00Z'))).toBeUndefined();
  });

  it('is written with the build clock, and printed in one line in San Diego time', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    expect(nextChangeFile(now, nextChange(changes, now))).toEqual({
      builtAt: '2026-11-24T12:00:00.000Z',
      next: { at: '2026-12-01T14:00:00.000Z', change: "press release 'embargo-example' publishes" },
    });
    expect(nextChangeFile(now, undefined).next).toBeNull();
    expect(describeNextChange(nextChange(changes, now))).toBe(
      "Next change: 2026-12-01 06:00 PST, press release 'embargo-example' publishes",
    );
  });
});
