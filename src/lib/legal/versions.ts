/**
 * Which version of a legal document binds a visitor on a given day
 * (CONTENT.md, "Scheduling"): the newest published version whose effective
 * date has come. A newer published version is upcoming until its day; an
 * older one is superseded. Decided by the build's clock, never by the order
 * in which files were written, so a policy switches on its effective day by
 * itself (the site rebuilds then: the next-change file names the day).
 *
 * Pure: the versions come in as plain objects, newest first, as the
 * document's `changes` list orders them.
 */
import { coerce, compare } from 'semver';
import { formatDate } from '../dates.ts';

export interface DatedVersion {
  version: string;
  /** The day it was published (its change entry's date). */
  published: Date;
  /** The day it takes effect. */
  effective: Date;
}

export interface VersionsOnDay<V extends DatedVersion> {
  /** The version in force, or undefined before the first one takes effect. */
  inForce?: V;
  /** Newer versions published and not yet in force, soonest first. */
  upcoming: V[];
}

/** -1, 0 or 1 for dotted versions like "1.10" and "1.9". */
export function compareVersions(a: string, b: string): number {
  const va = coerce(a);
  const vb = coerce(b);
  if (!va || !vb) throw new Error(`not a version: "${va ? b : a}"`);
  return compare(va, vb);
}

/** Newest version first. */
export const newestVersionFirst = <V extends { version: string }>(versions: readonly V[]): V[] =>
  [...versions].sort((a, b) => compareVersions(b.version, a.version));

/** The version in force on `day` and the ones still to come. */
export function versionsOn<V extends DatedVersion>(versions: readonly V[], day: Date): VersionsOnDay<V> {
  const published = newestVersionFirst(versions).filter((v) => v.published.getTime() <= day.getTime());
  const inForce = published.find((v) => v.effective.getTime() <= day.getTime());
  const upcoming = published
    .filter((v) => v.effective.getTime() > day.getTime() && (!inForce || compareVersions(v.version, inForce.version) > 0))
    .sort((a, b) => a.effective.getTime() - b.effective.getTime() || compareVersions(a.version, b.version));
  return { inForce, upcoming };
}

/** The instants after `from` at which a document's version in force changes, soonest first. */
export function switchDays<V extends DatedVersion>(versions: readonly V[], from: Date): Date[] {
  const days = new Map<number, Date>();
  for (const v of versions) {
    for (const day of [v.published, v.effective]) if (day.getTime() > from.getTime()) days.set(day.getTime(), day);
  }
  return [...days.values()].sort((a, b) => a.getTime() - b.getTime());
}

export interface InForcePeriod<V extends DatedVersion> {
  version: V;
  from: Date;
  /** When the next version takes over; undefined while nothing newer is scheduled. */
  until?: Date;
}

/** When each version is (or was, or will be) in force, in order. A version that never is has no period. */
export function inForcePeriods<V extends DatedVersion>(versions: readonly V[]): InForcePeriod<V>[] {
  const newest = newestVersionFirst(versions);
  const days = [...new Set(versions.map((v) => v.effective.getTime()))].sort((a, b) => a - b);
  const periods: InForcePeriod<V>[] = [];
  for (const time of days) {
    const current = newest.find((v) => v.effective.getTime() <= time);
    const last = periods[periods.length - 1];
    if (!current || last?.version === current) continue;
    if (last) last.until = new Date(time);
    periods.push({ version: current, from: new Date(time) });
  }
  return periods;
}

/**
 * A warning for each upcoming version that a newer one cuts short: published
 * while an earlier one is still upcoming (a 1.2 during 1.1's notice period),
 * the earlier one is in force only from its day to the next one's, or never.
 */
export function shortenedVersions<V extends DatedVersion>(versions: readonly V[], now: Date): string[] {
  const periods = inForcePeriods(versions);
  return versions
    .filter((v) => v.effective.getTime() > now.getTime())
    .flatMap((v) => {
      const period = periods.find((p) => p.version === v);
      if (!period) {
        const later = newestVersionFirst(versions).find(
          (other) => compareVersions(other.version, v.version) > 0 && other.effective.getTime() <= v.effective.getTime(),
        );
        return [`version ${v.version} will never be in force: version ${later?.version ?? '?'} takes effect first.`];
      }
      return period.until
        ? [
            `version ${v.version} will be in force only from ${formatDate(period.from)} to ${formatDate(period.until)}, when version ${
              periods[periods.indexOf(period) + 1]?.version.version
            } takes effect.`,
          ]
        : [];
    });
}

export type Standing = 'in-force' | 'upcoming' | 'superseded' | 'never-in-force';

/**
 * Where a version stands on a day: in force; upcoming (published, its day
 * still to come); superseded (a newer one took over); or never in force (a
 * newer one took effect first). `period` is its entry of inForcePeriods.
 */
export function standingOn(period: { from: Date; until?: Date } | undefined, now: Date): Standing {
  if (!period) return 'never-in-force';
  if (period.from.getTime() > now.getTime()) return 'upcoming';
  if (period.until && period.until.getTime() <= now.getTime()) return 'superseded';
  return 'in-force';
}

/**
 * The last day, up to `now`, on which what a document's address shows
 * changed: a version was published (its notice appeared) or one took effect.
 * The sitemap's lastmod and the page's modified time; never the build's clock.
 */
export function lastChanged(versions: readonly DatedVersion[], now: Date): Date | undefined {
  const days = versions.flatMap((v) => [v.published, v.effective]).filter((day) => day.getTime() <= now.getTime());
  return days.length ? new Date(Math.max(...days.map((day) => day.getTime()))) : undefined;
}

/**
 * A document's versions with their days, from its change list (newest first):
 * each published on its entry's date; the newest taking effect on the
 * frontmatter's effectiveDate, every older one on the date its frozen text
 * records (or, without one, the day it was published: the gate fails on a
 * published version without its frozen text).
 */
export function datedVersions<C extends { version: string; date: Date }>(
  changes: readonly C[],
  effectiveDate: Date,
  frozenEffective: (version: string) => Date | undefined,
): (DatedVersion & { change: C })[] {
  return changes.map((change, index) => ({
    version: change.version,
    change,
    published: change.date,
    effective: index === 0 ? effectiveDate : (frozenEffective(change.version) ?? change.date),
  }));
}

/**
 * The version a change entry revises: the one its `revises` names, or else the
 * one listed just after it (published before it). The redline of a version is
 * against this one, and its kind says how it differs from it.
 */
export function revisedEntry<C extends { version: string; revises?: string }>(changes: readonly C[], index: number): C | undefined {
  const change = changes[index];
  if (!change) return undefined;
  return change.revises ? changes.find((c) => c.version === change.revises) : changes[index + 1];
}
