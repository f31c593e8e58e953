/**
 * The timeline of a legal document: which version binds a visitor on a day
 * (CONTENT.md, "Scheduling"). One pure function, `timeline`, over the
 * versions the archive reader gives (src/lib/legal/archive.ts): each version
 * with the days it is in force and its standing. The pages, the changelog and
 * its feed, /legal, the next-change file, the gate and legal:diff all ask it.
 *
 * The rules: a version is in force from its effective day until a newer
 * version takes effect; a newer version that takes effect on or before an
 * older one's day withdraws the older one (it is never in force). Decided by
 * the build's clock, so a policy switches on its day by itself (the site
 * rebuilds then: the next-change file names the day).
 */
import { coerce, compare } from 'semver';

export interface DatedVersion {
  version: string;
  /** The day it was published. */
  published: Date;
  /** The day it takes effect. */
  effective: Date;
}

export type Standing = 'in-force' | 'upcoming' | 'superseded' | 'withdrawn';

export type Placed<V extends DatedVersion> = V & {
  standing: Standing;
  /** From when until when it is (or was, or will be) in force; absent for a withdrawn version. */
  from?: Date;
  until?: Date;
  /** The version listed before it: what its redline compares with. */
  previous?: Placed<V>;
};

export interface Timeline<V extends DatedVersion> {
  /** Newest first. */
  versions: Placed<V>[];
  /** The version that binds on the day asked about; absent before the first takes effect. */
  inForce?: Placed<V>;
  /** Published versions still to take effect, soonest first (a withdrawn one is not among them). */
  upcoming: Placed<V>[];
  /** What the document's own address shows: the version in force, or else the first to come. */
  shown: Placed<V>;
}

/** -1, 0 or 1 for dotted versions like "1.10" and "1.9". */
export function compareVersions(a: string, b: string): number {
  const va = coerce(a);
  const vb = coerce(b);
  if (!va || !vb) throw new Error(`not a version: "${va ? b : a}"`);
  return compare(va, vb);
}

const time = (day: Date) => day.getTime();

/** Each version placed on the calendar, and where it stands on `now`. */
export function timeline<V extends DatedVersion>(list: readonly V[], now: Date): Timeline<V> {
  const versions = [...list].sort((a, b) => compareVersions(b.version, a.version)).map((v) => ({ ...v }) as Placed<V>);
  versions.forEach((v, index) => {
    v.previous = versions[index + 1];
    // In force from its day, unless a newer version takes effect by then; until the next newer one does.
    const newer = versions.slice(0, index);
    if (newer.some((n) => time(n.effective) <= time(v.effective))) return;
    v.from = v.effective;
    const next = Math.min(...newer.map((n) => time(n.effective)));
    if (Number.isFinite(next)) v.until = new Date(next);
  });
  for (const v of versions) v.standing = standingOn(v, now);
  const inForce = versions.find((v) => v.standing === 'in-force');
  const upcoming = versions.filter((v) => v.standing === 'upcoming').sort((a, b) => time(a.effective) - time(b.effective));
  return { versions, inForce, upcoming, shown: inForce ?? upcoming[0] ?? versions[0] };
}

function standingOn(v: { from?: Date; until?: Date }, now: Date): Standing {
  if (!v.from) return 'withdrawn';
  if (time(v.from) > time(now)) return 'upcoming';
  return v.until && time(v.until) <= time(now) ? 'superseded' : 'in-force';
}

/** The instants after `now` at which the version in force changes, soonest first: the site rebuilds then. */
export const switches = (t: Timeline<DatedVersion>) => t.upcoming.map((v) => ({ at: v.from!, version: v.version }));

/**
 * The last day, up to `now`, on which what a document's address shows
 * changed: a version was published (its notice appeared) or one took effect.
 * The sitemap's lastmod and the page's modified time; never the build's clock.
 */
export function lastChanged(versions: readonly DatedVersion[], now: Date): Date | undefined {
  const days = versions.flatMap((v) => [v.published, v.effective]).filter((day) => time(day) <= time(now));
  return days.length ? new Date(Math.max(...days.map(time))) : undefined;
}
