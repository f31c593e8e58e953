/**
 * Which policy version binds on a day (src/lib/legal/versions.ts): the newest
 * published version whose effective day has come; newer ones upcoming; a
 * version published during another's notice period; the days the set changes.
 */
import { describe, expect, it } from 'vitest';
import { parseIsoDate } from '~/lib/dates';
import { compareVersions, inForcePeriods, lastChanged, shortenedVersions, standingOn, switchDays, versionsOn } from '~/lib/legal/versions';

const v = (version: string, published: string, effective = published) => ({
  version,
  published: parseIsoDate(published),
  effective: parseIsoDate(effective),
});
const d = parseIsoDate;
const ids = (list: { version: string }[]) => list.map((x) => x.version);

const v10 = v('1.0', '2025-01-15');
const v11 = v('1.1', '2026-11-22', '2026-12-22');

describe('the version in force', () => {
  it('is the version before a newer one takes effect, and the newer one from the start of its day in San Diego', () => {
    expect(versionsOn([v11, v10], d('2026-11-24')).inForce).toBe(v10);
    expect(ids(versionsOn([v11, v10], d('2026-11-24')).upcoming)).toEqual(['1.1']);
    // Midnight in San Diego on December 22 is 08:00 UTC.
    expect(versionsOn([v11, v10], new Date('2026-12-22T07:59:59Z')).inForce).toBe(v10);
    expect(versionsOn([v11, v10], new Date('2026-12-22T08:00:00Z')).inForce).toBe(v11);
    expect(versionsOn([v11, v10], d('2030-01-01')).upcoming).toEqual([]);
  });

  it('follows a version published during the notice period of another: the newest whose day has come', () => {
    const v12 = v('1.2', '2026-11-24'); // a clarification of 1.0, in force at once
    const v13 = v('1.3', '2026-11-24', '2026-12-22'); // 1.1 with the same clarification, on 1.1's day
    const all = [v13, v12, v11, v10];
    expect(versionsOn(all, d('2026-11-23')).inForce).toBe(v10);
    expect(versionsOn(all, d('2026-11-24')).inForce).toBe(v12);
    expect(ids(versionsOn(all, d('2026-11-24')).upcoming)).toEqual(['1.3']);
    expect(versionsOn(all, d('2026-12-22')).inForce).toBe(v13);
    expect(inForcePeriods(all).map((p) => [p.version.version, p.from.toISOString(), p.until?.toISOString()])).toEqual([
      ['1.0', d('2025-01-15').toISOString(), d('2026-11-24').toISOString()],
      ['1.2', d('2026-11-24').toISOString(), d('2026-12-22').toISOString()],
      ['1.3', d('2026-12-22').toISOString(), undefined],
    ]);
    expect(shortenedVersions(all, d('2026-11-24'))).toEqual(['version 1.1 will never be in force: version 1.3 takes effect first.']);
  });

  it('is none before a new document first takes effect', () => {
    const first = v('1.0', '2026-11-24', '2026-12-24');
    expect(versionsOn([first], d('2026-12-01'))).toEqual({ inForce: undefined, upcoming: [first] });
  });

  it('gives each version its standing on a day', () => {
    const periods = inForcePeriods([v11, v10]);
    const of = (x: typeof v10) => periods.find((p) => p.version === x);
    expect(standingOn(of(v10), d('2026-11-24'))).toBe('in-force');
    expect(standingOn(of(v11), d('2026-11-24'))).toBe('upcoming');
    expect(standingOn(of(v10), d('2026-12-22'))).toBe('superseded');
    expect(standingOn(of(v11), d('2026-12-22'))).toBe('in-force');
    expect(standingOn(undefined, d('2026-12-22'))).toBe('never-in-force');
  });
});

describe('days', () => {
  it('lists the days after now on which what a document shows changes', () => {
    expect(switchDays([v11, v10], d('2026-11-01')).map((day) => day.toISOString())).toEqual([
      d('2026-11-22').toISOString(),
      d('2026-12-22').toISOString(),
    ]);
    expect(switchDays([v11, v10], d('2027-01-01'))).toEqual([]);
  });

  it('dates the last change of the address: a publication (its notice) or a version taking effect, never after now', () => {
    expect(lastChanged([v11, v10], d('2026-11-01'))).toEqual(d('2025-01-15'));
    expect(lastChanged([v11, v10], d('2026-11-24'))).toEqual(d('2026-11-22'));
    expect(lastChanged([v11, v10], d('2026-12-23'))).toEqual(d('2026-12-22'));
  });

  it('compares dotted versions as numbers', () => {
    expect(compareVersions('1.10', '1.9')).toBe(1);
    expect(compareVersions('1.3', '1.3')).toBe(0);
    expect(compareVersions('1.0', '2.0')).toBe(-1);
  });
});
