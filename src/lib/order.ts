/**
 * The one order for lists a writer arranges: by `order` (a YAML entry's
 * position in its file, set by the loader, or a case study's own `order`),
 * then by id, so two entries with the same number never swap between builds.
 */
export function byOrder<T extends { id: string; data: { order: number } }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id));
}

interface Dated {
  id: string;
  data: { date: Date };
}

/** Newest first; entries of the same day by id, so the order never depends on the file system. */
export function newestFirst<T extends Dated>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => b.data.date.getTime() - a.data.date.getTime() || a.id.localeCompare(b.id));
}
