/**
 * The public history of the legal documents (/legal/changelog and its feed):
 * every change entry of every document, newest first. Pure over plain
 * objects so it is unit-tested without Astro.
 */

export interface ChangelogSource {
  id: string;
  data: {
    title: string;
    changes: { version: string; date: Date; kind: string; summary: string }[];
  };
}

export interface ChangelogEntry {
  docId: string;
  docTitle: string;
  version: string;
  date: Date;
  kind: string;
  summary: string;
}

/** Newest first; on the same day, documents keep their given (index) order, then higher versions first. */
export function changelogEntries(docs: readonly ChangelogSource[]): ChangelogEntry[] {
  const order = new Map(docs.map((doc, index) => [doc.id, index]));
  return docs
    .flatMap((doc) => doc.data.changes.map((change) => ({ docId: doc.id, docTitle: doc.data.title, ...change })))
    .sort(
      (a, b) =>
        b.date.getTime() - a.date.getTime() ||
        order.get(a.docId)! - order.get(b.docId)! ||
        b.version.localeCompare(a.version, 'en', { numeric: true }),
    );
}

/** Stable anchor of one entry on /legal/changelog. */
export function changelogAnchor(entry: Pick<ChangelogEntry, 'docId' | 'version'>): string {
  return `${entry.docId}-v${entry.version.replace(/\./g, '-')}`;
}
