/**
 * The timeline of a legal document: which version binds a visitor on a day
 * (CONTENT.md, "Scheduling"). One pure function, `timeline`, over the
 * versions of documentVersions (each version's days, from its change entry
 * and frozen file): each version with the days it is in force and its
 * standing. The pages, the changelog and its feed, /legal, the next-change
 * file, the gate and legal:diff all ask it. The kinds of change and their one
 * definition, and the changelog's order, are here too.
 *
 * The rules: a version is in force from its effective day until a newer
 * version takes effect; a newer version that takes effect on or before an
 * older one's day withdraws the older one (it is never in force). Decided by
 * the build's clock, so a policy switches on its day by itself (the site
 * rebuilds then: the next-change file names the day).
 */
import { coerce, compare } from 'semver';
import { parseIsoDate } from '../dates.ts';
import { factsData } from '../facts-data.ts';
import type { FrozenFile } from './archive.ts';

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

/** One published version: its change entry, its days and, once frozen, its file. */
export type ArchivedVersion<C> = DatedVersion & { change: C; frozen?: FrozenFile };

/**
 * A document's published versions, from its change list and its frozen files:
 * each published on its entry's date; the newest taking effect on the
 * frontmatter's effectiveDate, every older one on the day its frozen file
 * records (the file is what was published, header included).
 */
export function documentVersions<C extends { version: string; date: Date }>(
  changes: readonly C[],
  effectiveDate: Date,
  frozen: ReadonlyMap<string, FrozenFile> | undefined,
): ArchivedVersion<C>[] {
  return changes.map((change, index) => {
    const file = frozen?.get(change.version);
    const effective = index === 0 ? effectiveDate : file ? parseIsoDate(file.snapshot.effectiveDate) : change.date;
    return { version: change.version, published: change.date, effective, change, frozen: file };
  });
}

/** Every version of every document, newest first by publication; on one day, in the documents' order, higher versions first. */
export function changelogEntries<V extends { version: string; published: Date }>(
  docs: readonly { id: string; title: string; versions: readonly V[] }[],
): { docId: string; docTitle: string; version: V }[] {
  const order = new Map(docs.map((doc, index) => [doc.id, index]));
  return docs
    .flatMap((doc) => doc.versions.map((version) => ({ docId: doc.id, docTitle: doc.title, version })))
    .sort(
      (a, b) =>
        b.version.published.getTime() - a.version.published.getTime() ||
        order.get(a.docId)! - order.get(b.docId)! ||
        compareVersions(b.version.version, a.version.version),
    );
}

/** The anchor of one entry on /legal/changelog. */
export const changelogAnchor = (docId: string, version: string) => `${docId}-v${version.replace(/\./g, '-')}`;

/** A material change is published this many days before it takes effect (content/facts.yaml, notice.material). */
export const MATERIAL_NOTICE_DAYS = Number(factsData.notice.material.value);

export const CHANGE_KINDS = ['initial', 'material', 'substantive', 'editorial'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];
/** The kinds a writer may state; the gate checks them against the facts (./notice.ts). */
export const DECLARED_KINDS = ['material', 'substantive', 'editorial'] as const;

/** Each kind's label and its one definition, which every list of versions shows. */
export const CHANGE_KIND_INFO: Record<ChangeKind, { label: string; definition: string }> = {
  initial: { label: 'Initial publication', definition: 'the first version published on this site' },
  material: {
    label: 'Material change',
    definition: `changes your rights or obligations and takes effect at least ${MATERIAL_NOTICE_DAYS} days after we publish it`,
  },
  substantive: {
    label: 'Substantive change',
    definition: 'changes wording or clarifies meaning without changing your rights or obligations',
  },
  editorial: { label: 'Editorial change', definition: 'corrects spelling, formatting or links, with no change in meaning' },
};

/** One sentence defining the kinds of change, for the top of every list of versions. */
export function kindDefinitions(): string {
  const parts = DECLARED_KINDS.map((kind) => `${kind === 'editorial' ? 'an' : 'a'} ${kind} change ${CHANGE_KIND_INFO[kind].definition}`);
  const sentence = parts.join('; ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}
