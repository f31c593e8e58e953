/**
 * The timeline (src/lib/legal/timeline.ts): which version is in force on a
 * day, which are coming and in what chain, which were superseded and which
 * were withdrawn before taking effect; and the changelog's order. Dates are
 * made up here.
 */
import { describe, expect, it } from 'vitest';
import { parseIsoDate } from '~/lib/dates';
import { changelogEntries, compareBases, lastChanged, switches, timeline } from '~/lib/legal/timeline';

const v = (version: string, published: string, effective = published) => ({
  version,
  published: parseIsoDate(published),
  effective: parseIsoDate(effective),
});
const day = parseIsoDate;
const iso = (d?: Date) => d?.toISOString().slice(0, 10);

describe('timeline', () => {
  // 1.0 in force; 1.1 published with notice; 1.2 published during 1.1's notice, taking effect later.
  const versions = [v('1.0', '2025-01-15'), v('1.1', '2026-11-22', '2026-12-22'), v('1.2', '2026-11-24', '2027-01-04')];

  it('with two versions pending, chains them: each applies from its day until the next one', () => {
    const t = timeline(versions, day('2026-11-28'));
    expect(t.inForce?.version).toBe('1.0');
    expect(t.inForce?.until).toEqual(day('2026-12-22'));
    expect(t.upcoming.map((u) => [u.version, iso(u.from), iso(u.until)])).toEqual([
      ['1.1', '2026-12-22', '2027-01-04'],
      ['1.2', '2027-01-04', undefined],
    ]);
    expect(switches(t).map((s) => s.version)).toEqual(['1.1', '1.2']);
  });

  it('compares a waiting version with the one before it and with the one in force', () => {
    const t = timeline(
      versions.map((x) => ({ ...x, frozen: true })),
      day('2026-11-28'),
    );
    expect(compareBases(t.versions[0], t).map((x) => x.version)).toEqual(['1.1', '1.0']);
    expect(compareBases(t.versions[1], t).map((x) => x.version)).toEqual(['1.0']);
  });

  it('moves through the chain by the clock: in force, superseded, upcoming', () => {
    const t = timeline(versions, day('2026-12-30'));
    expect(t.versions.map((x) => [x.version, x.standing])).toEqual([
      ['1.2', 'upcoming'],
      ['1.1', 'in-force'],
      ['1.0', 'superseded'],
    ]);
    expect(t.shown.version).toBe('1.1');
  });

  it('withdraws a version that a newer one overtakes before its day', () => {
    const t = timeline(
      [v('1.0', '2025-01-15'), v('1.1', '2026-11-22', '2027-01-04'), v('1.2', '2026-11-24', '2026-12-22')],
      day('2026-11-28'),
    );
    expect(t.versions.find((x) => x.version === '1.1')?.standing).toBe('withdrawn');
    expect(t.upcoming.map((x) => x.version)).toEqual(['1.2']);
  });

  it('shows the first version to come before any is in force', () => {
    const t = timeline([v('1.0', '2026-11-20', '2026-12-20')], day('2026-11-28'));
    expect(t.inForce).toBeUndefined();
    expect(t.shown.version).toBe('1.0');
  });

  it('links each version to the one listed before it', () => {
    expect(timeline(versions, day('2026-11-28')).versions.map((x) => x.previous?.version)).toEqual(['1.1', '1.0', undefined]);
  });

  it('gives the last day the address changed, never a day to come', () => {
    expect(iso(lastChanged(versions, day('2026-11-28')))).toBe('2026-11-24');
  });
});

describe('changelogEntries', () => {
  it('lists every version of every document, newest first, in the given order on one day, then higher versions first', () => {
    const entry = (version: string, published: string) => ({ version, published: day(published) });
    const entries = changelogEntries([
      { id: 'terms', title: 'Terms', versions: [entry('1.1', '2025-06-01'), entry('1.0', '2025-01-15')] },
      { id: 'eula', title: 'EULA', versions: [entry('1.3', '2025-01-15')] },
      { id: 'dmca', title: 'DMCA', versions: [entry('1.10', '2025-03-02'), entry('1.9', '2025-03-02')] },
    ]);
    expect(entries.map((e) => `${e.docId}@${e.version.version}`)).toEqual(['terms@1.1', 'dmca@1.10', 'dmca@1.9', 'terms@1.0', 'eula@1.3']);
  });
});
