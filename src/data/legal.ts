/**
 * The legal documents as pages get them: published, in the index order
 * (src/lib/legal/groups.ts), each with every published version, its frozen
 * text (content/legal/versions, read through Vite so the dev server sees a new
 * one) and, by the build's clock, which version is in force and which are
 * upcoming (src/lib/legal/versions.ts). The only place that calls
 * getCollection('legal').
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { publishedEntries } from '~/lib/publishing';
import type { LegalChange, LegalGroup } from '~/lib/legal/schema';
import { groupLegal, inLegalOrder, unknownRelated } from '~/lib/legal/groups';
import { parseSnapshot, snapshotKey, type Snapshot } from '~/lib/legal/snapshot';
import { datedVersions, inForcePeriods, revisedEntry, standingOn, versionsOn, type Standing } from '~/lib/legal/versions';
import { parseIsoDate } from '~/lib/dates';
import { publishing } from './publishing';

export type LegalDocument = CollectionEntry<'legal'>;

const files = import.meta.glob('/content/legal/versions/*/*.html', { query: '?raw', import: 'default', eager: true }) as Record<
  string,
  string
>;

const snapshots = new Map<string, Snapshot>();
for (const [path, text] of Object.entries(files)) {
  const key = snapshotKey(path);
  if (!key) continue;
  const snapshot = parseSnapshot(text, path.replace(/^\//, ''));
  if (snapshot.id !== key.id || snapshot.version !== key.version) {
    throw new Error(`${path.replace(/^\//, '')}: the file says ${snapshot.id} ${snapshot.version}; its name and folder must match`);
  }
  snapshots.set(`${key.id}@${key.version}`, snapshot);
}

/** One published version of a document, as the pages show it. */
export interface LegalVersion {
  version: string;
  change: LegalChange;
  /** The day it was published. */
  published: Date;
  /** The day it takes effect. */
  effective: Date;
  /** The newest version: its text is the document's MDX, rendered live (and frozen as `snapshot` once archived). */
  newest: boolean;
  /** Its frozen text; every version but a newest one not yet archived has one (the change gate sees to it). */
  snapshot?: Snapshot;
  /** The version it revises: the one published before it, unless its change entry names another (`revises`). */
  previous?: LegalVersion;
  /** The version that was in force when this one was published, when that is not `previous` (a version published during another's notice period). */
  inForceAtPublication?: LegalVersion;
  /** When it is (or was, or will be) in force: from its effective day until a newer one takes over. Absent when a newer one took effect first. */
  period?: { from: Date; until?: Date };
}

/**
 * Every published version of a document, newest first (the order of its
 * `changes` list): the text a visitor can read for each and the days that
 * decide when it binds.
 */
export function legalVersions(doc: LegalDocument): LegalVersion[] {
  const frozen = (version: string) => snapshots.get(`${doc.id}@${version}`);
  const versions: LegalVersion[] = datedVersions(doc.data.changes, doc.data.effectiveDate, (version) => {
    const snapshot = frozen(version);
    return snapshot && parseIsoDate(snapshot.effectiveDate);
  }).map((v, index) => ({ ...v, newest: index === 0, snapshot: frozen(v.version) }));
  versions.forEach((v, index) => {
    const revised = revisedEntry(doc.data.changes, index);
    v.previous = revised && versions.find((other) => other.version === revised.version);
    const atPublication = versionsOn(versions.slice(index + 1), v.published).inForce;
    if (atPublication && atPublication !== v.previous) v.inForceAtPublication = atPublication;
  });
  for (const { version, from, until } of inForcePeriods(versions)) version.period = { from, until };
  return versions;
}

/** Where a version stands by the build's clock: in force, upcoming, superseded, or never in force. */
export const standing = (v: LegalVersion, now = publishing.now): Standing => standingOn(v.period, now);

/** Whether a version has a page of its own: a frozen text, or the live text of the newest. */
export const hasText = (v: LegalVersion) => v.newest || v.snapshot !== undefined;

export interface LegalToday {
  /** The version a visitor is bound by today; undefined before a new document's first version takes effect. */
  inForce?: LegalVersion;
  /** Published versions still to take effect, soonest first. */
  upcoming: LegalVersion[];
  /** The version the document's own address shows: the one in force, or, before the first takes effect, the first upcoming. */
  shown: LegalVersion;
  versions: LegalVersion[];
}

/** Which version binds today, by the build's clock, and which are coming. */
export function legalToday(doc: LegalDocument, now = publishing.now): LegalToday {
  const versions = legalVersions(doc);
  const { inForce, upcoming } = versionsOn(versions, now);
  const shown = inForce ?? upcoming[0] ?? versions[0];
  return { inForce, upcoming, shown, versions };
}

/**
 * Every published legal document in index order (drafts too in `astro dev`).
 * Fails the build on a related id that names no document.
 */
export async function getLegalDocuments(): Promise<LegalDocument[]> {
  const docs = publishedEntries(await getCollection('legal'), publishing);
  const problems = unknownRelated(docs);
  if (problems.length) throw new Error(problems.join('\n'));
  return inLegalOrder(docs);
}

export async function legalGroups(): Promise<{ group: LegalGroup; docs: LegalDocument[] }[]> {
  return groupLegal(await getLegalDocuments());
}

/** The related documents of one document, in the order its frontmatter lists them. */
export async function relatedDocuments(doc: LegalDocument): Promise<LegalDocument[]> {
  const all = await getLegalDocuments();
  return doc.data.related.flatMap((id) => all.find((other) => other.id === id) ?? []);
}
