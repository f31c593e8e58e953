/**
 * The public history of the legal documents (/legal/changelog and its feed):
 * every published version of every document, newest first. Pure over plain
 * objects so it is unit-tested without Astro.
 */
import { compareVersions } from './versions.ts';

export interface ChangelogSource<V extends { version: string; published: Date }> {
  id: string;
  title: string;
  /** Its published versions. */
  versions: readonly V[];
}

export interface ChangelogEntry<V> {
  docId: string;
  docTitle: string;
  version: V;
}

/** Newest first by publication; on the same day, documents keep their given (index) order, then higher versions first. */
export function changelogEntries<V extends { version: string; published: Date }>(docs: readonly ChangelogSource<V>[]): ChangelogEntry<V>[] {
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

/** Stable anchor of one entry on /legal/changelog. */
export function changelogAnchor(entry: { docId: string; version: { version: string } }): string {
  return `${entry.docId}-v${entry.version.version.replace(/\./g, '-')}`;
}
