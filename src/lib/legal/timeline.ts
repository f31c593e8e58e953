/**
 * Which version of a legal document binds a visitor on a day: one pure function, `timeline`,
 * over the versions `documentVersions` reads from a change list and its frozen files. A version
 * is in force from its effective day until a newer one takes effect; a newer version that takes
 * effect on or before an older one's day withdraws it. Decided by the build's clock (the site
 * rebuilds on each switch). Every page, the gate and the next-change file ask it.
 */
import { coerce, compare } from 'semver';
import { parseIsoDate } from '../dates.ts';
import { factsData } from '../facts-data.ts';
import type { FrozenFile } from './archive.ts';

export interface DatedVersion {
  version: string;
  published: Date;
  effective: Date;
}

export type Standing = 'in-force' | 'upcoming' | 'superseded' | 'withdrawn';

export type Placed<V extends DatedVersion> = V & {
  standing: Standing;
  /** When it is (or was, or will be) in force; absent for a withdrawn version. */
  from?: Date;
  until?: Date;
  /** The version listed before it: what its redline compares with. */
  previous?: Placed<V>;
};

/** `versions` newest first; `upcoming` soonest first. */
export interface Timeline<V extends DatedVersion> {
  versions: Placed<V>[];
  inForce?: Placed<V>;
  upcoming: Placed<V>[];
  /** What the document's own address shows: the version in force, or else the first to come. */
  shown: Placed<V>;
}

/** -1, 0 or 1 for dotted versions like "1.10" and "1.9". */
function compareVersions(a: string, b: string): number {
  const [va, vb] = [coerce(a), coerce(b)];
  if (!va || !vb) throw new Error(`not a version: "${va ? b : a}"`);
  return compare(va, vb);
}

const time = (day: Date) => day.getTime();

export function timeline<V extends DatedVersion>(list: readonly V[], now: Date): Timeline<V> {
  const versions = [...list].sort((a, b) => compareVersions(b.version, a.version)).map((v) => ({ ...v }) as Placed<V>);
  versions.forEach((v, index) => {
    v.previous = versions[index + 1];
    const newer = versions.slice(0, index);
    if (newer.some((n) => time(n.effective) <= time(v.effective))) return;
    v.from = v.effective;
    const next = Math.min(...newer.map((n) => time(n.effective)));
    if (Number.isFinite(next)) v.until = new Date(next);
  });
  for (const v of versions) {
    const ended = v.until && time(v.until) <= time(now);
    v.standing = !v.from ? 'withdrawn' : time(v.from) > time(now) ? 'upcoming' : ended ? 'superseded' : 'in-force';
  }
  const inForce = versions.find((v) => v.standing === 'in-force');
  const upcoming = versions.filter((v) => v.standing === 'upcoming').sort((a, b) => time(a.effective) - time(b.effective));
  return { versions, inForce, upcoming, shown: inForce ?? upcoming[0] ?? versions[0] };
}

/** What a version has a redline against: the version before it and, while it waits, the version in force (both frozen). */
export function compareBases<V extends DatedVersion & { frozen?: unknown }>(v: Placed<V>, t: Timeline<V>): Placed<V>[] {
  const bases = [v.previous, ...(v.standing === 'upcoming' && t.inForce !== v.previous ? [t.inForce] : [])];
  return bases.filter((base): base is Placed<V> => Boolean(v.frozen && base?.frozen));
}

/** The instants after `now` at which the version in force changes: the site rebuilds then. */
export const switches = (t: Timeline<DatedVersion>) => t.upcoming.map((v) => ({ at: v.from!, version: v.version }));

/** The last day, up to `now`, a version was published or took effect: the page's modified time and the sitemap's lastmod. */
export function lastChanged(versions: readonly DatedVersion[], now: Date): Date | undefined {
  const days = versions.flatMap((v) => [v.published, v.effective]).filter((day) => time(day) <= time(now));
  return days.length ? new Date(Math.max(...days.map(time))) : undefined;
}

export type ArchivedVersion<C> = DatedVersion & { change: C; frozen?: FrozenFile };

/** The newest version takes effect on the frontmatter's effectiveDate, an older one on the day its frozen file records. */
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

/** Every version of every document, newest first; on one day, in the documents' order, higher versions first. */
export function changelogEntries<V extends { version: string; published: Date }>(
  docs: readonly { id: string; title: string; versions: readonly V[] }[],
): { docId: string; docTitle: string; version: V }[] {
  const order = new Map(docs.map((doc, index) => [doc.id, index]));
  return docs
    .flatMap((doc) => doc.versions.map((version) => ({ docId: doc.id, docTitle: doc.title, version })))
    .sort(
      (a, b) =>
        time(b.version.published) - time(a.version.published) ||
        order.get(a.docId)! - order.get(b.docId)! ||
        compareVersions(b.version.version, a.version.version),
    );
}

export const changelogAnchor = (docId: string, version: string) => `${docId}-v${version.replace(/\./g, '-')}`;

/** A material change is published this many days before it takes effect (content/facts.yaml, notice.material). */
export const MATERIAL_NOTICE_DAYS = Number(factsData.notice.material.value);

export type ChangeKind = 'initial' | 'material' | 'substantive' | 'editorial';
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
