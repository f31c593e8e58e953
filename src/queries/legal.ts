/**
 * The legal documents as pages get them: published, in index order, each
 * with its timeline (src/lib/legal/timeline.ts) by the build's clock: every
 * published version, its frozen text (content/legal/versions; the dev server
 * reads a new one when it restarts) and its kind. The only place that calls
 * getCollection('legal').
 */
import type { CollectionEntry } from 'astro:content';
import { getCollection } from './collection';
import { publishedEntries } from '~/lib/publishing';
import { factEntry } from '~/lib/facts';
import { groupLegal, inLegalOrder, unknownRelated, type LegalChange } from '~/lib/legal/schema';
import { readArchive, snapshotVisible, type FrozenFile } from '~/lib/legal/archive';
import { factsAgainst } from '~/lib/legal/notice';
import { documentVersions, timeline, type ArchivedVersion, type ChangeKind, type Placed, type Timeline } from '~/lib/legal/timeline';
import { publishing } from './publishing-mode';

export type LegalDocument = CollectionEntry<'legal'>;

const archive = readArchive(process.cwd());

/** One published version as the pages show it: the newest has a page before it is frozen (its MDX). */
type VersionData = ArchivedVersion<LegalChange> & { newest: boolean; kind: ChangeKind };
export type LegalVersion = Placed<VersionData>;
export type LegalToday = Timeline<VersionData>;

/**
 * A version's kind: initial for the first; material when a shared fact moved
 * against the customer since the version before (the gate fails a weaker
 * label before it is merged); else the label, or substantive.
 */
function kindOf(v: { change: LegalChange; frozen?: FrozenFile }, before?: { frozen?: FrozenFile }): ChangeKind {
  if (!before) return 'initial';
  const [a, b] = [before.frozen, v.frozen].map((f) => f && snapshotVisible(f.snapshot.html).facts);
  if (a && b && factsAgainst(a, b, (name) => factEntry(name)?.favors).length) return 'material';
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
 * The older versions a version is also compared with, besides the one before
 * it: each in force at some time while it waited to take effect, so the
 * comparison with the version in force has a page whatever the day.
 */
export function redlineBases(v: LegalVersion, versions: readonly LegalVersion[]): LegalVersion[] {
  if (!v.from) return [];
  return versions.filter((w) => w !== v.previous && comparable(v, w) && w.from && w.from < v.from! && (!w.until || w.until > v.published));
}

/** Whether a version has a page of its own: a frozen text, or the live text of the newest. */
export const hasText = (v: LegalVersion) => v.newest || v.frozen !== undefined;

/** Every published legal document in index order (drafts too in `astro dev`); a related id naming none fails the build. */
export async function getLegalDocuments(): Promise<LegalDocument[]> {
  const docs = publishedEntries(await getCollection('legal'), publishing);
  const problems = unknownRelated(docs);
  if (problems.length) throw new Error(problems.join('\n'));
  return inLegalOrder(docs);
}

export const legalGroups = async () => groupLegal(await getLegalDocuments());
