/**
 * The legal documents as pages get them: published, in the index order
 * (src/lib/legal/groups.ts), each with its timeline: every published version,
 * its frozen text (content/legal/versions, read through Vite so the dev
 * server sees a new one), its kind, and where it stands by the build's clock
 * (src/lib/legal/versions.ts). The only place that calls getCollection('legal').
 */
import type { CollectionEntry } from 'astro:content';
import { getCollection } from './collection';
import { publishedEntries } from '~/lib/publishing';
import { factEntry } from '~/lib/facts';
import type { LegalChange, LegalGroup } from '~/lib/legal/schema';
import { groupLegal, inLegalOrder, unknownRelated } from '~/lib/legal/groups';
import { documentVersions, parseSnapshot, snapshotKey, snapshotVisible, type FrozenFile } from '~/lib/legal/archive';
import { factsAgainst, type ChangeKind } from '~/lib/legal/kinds';
import { timeline, type Placed, type Timeline } from '~/lib/legal/versions';
import { publishing } from './publishing-mode';

export type LegalDocument = CollectionEntry<'legal'>;

const files = import.meta.glob('/content/legal/versions/*/*.html', { query: '?raw', import: 'default', eager: true }) as Record<
  string,
  string
>;

const archive = new Map<string, Map<string, FrozenFile>>();
for (const [file, text] of Object.entries(files)) {
  const key = snapshotKey(file);
  if (!key) continue;
  const path = file.replace(/^\//, '');
  const snapshot = parseSnapshot(text, path);
  if (snapshot.id !== key.id || snapshot.version !== key.version) {
    throw new Error(`${path}: the file says ${snapshot.id} ${snapshot.version}; its name and folder must match`);
  }
  if (!archive.has(key.id)) archive.set(key.id, new Map());
  archive.get(key.id)!.set(key.version, { path, text, snapshot });
}

/** One published version of a document, as the pages show it. */
interface VersionData {
  version: string;
  published: Date;
  effective: Date;
  change: LegalChange;
  /** Its frozen text; the newest version before it is archived has none (its page renders the MDX). */
  frozen?: FrozenFile;
  /** The newest version. */
  newest: boolean;
  kind: ChangeKind;
}
export type LegalVersion = Placed<VersionData>;
export type LegalToday = Timeline<VersionData>;

/**
 * A version's kind: initial for the first; material when the writer says so
 * or when a shared fact moved against the customer since the version before
 * (the gate fails a weaker label before it is merged); else the label, or
 * substantive.
 */
function kindOf(v: { change: LegalChange; frozen?: FrozenFile }, before?: { frozen?: FrozenFile }): ChangeKind {
  if (!before) return 'initial';
  if (v.frozen && before.frozen) {
    const moved = factsAgainst(
      snapshotVisible(before.frozen.snapshot.html).facts,
      snapshotVisible(v.frozen.snapshot.html).facts,
      (name) => factEntry(name)?.favors,
    );
    if (moved.length) return 'material';
  }
  return v.change.kind ?? 'substantive';
}

/** A document's timeline by the build's clock: its versions, the one in force and the ones to come. */
export function legalToday(doc: LegalDocument, now = publishing.now): LegalToday {
  const versions = documentVersions(doc.data.changes, doc.data.effectiveDate, archive.get(doc.id));
  return timeline(
    versions.map((v, index) => ({ ...v, newest: index === 0, kind: kindOf(v, versions[index + 1]) })),
    now,
  );
}

/** Whether two versions have a redline page: both frozen. */
export const comparable = (v: LegalVersion, base?: LegalVersion): base is LegalVersion => Boolean(v.frozen && base?.frozen && base !== v);

/**
 * The redlines of a version besides the one against the version before it:
 * against each older version in force at some time while it was waiting to
 * take effect, so the comparison with the version in force always has a page,
 * whatever the day. Fixed by the dates, so a page never disappears.
 */
export function redlineBases(v: LegalVersion, versions: readonly LegalVersion[]): LegalVersion[] {
  if (!v.from) return [];
  return versions.filter(
    (w) =>
      w !== v.previous &&
      comparable(v, w) &&
      w.from !== undefined &&
      w.from.getTime() < v.from!.getTime() &&
      (!w.until || w.until.getTime() > v.published.getTime()),
  );
}

/** Whether a version has a page of its own: a frozen text, or the live text of the newest. */
export const hasText = (v: LegalVersion) => v.newest || v.frozen !== undefined;

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
