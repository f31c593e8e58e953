/**
 * The archive of published legal versions for the pages: every snapshot in
 * content/legal/versions, read at build time through Vite (so the dev server
 * sees a new one), joined with the document's change list, which stays the
 * index of versions (kind and summary live there).
 */
import { parseSnapshot, snapshotKey, type Snapshot } from '~/lib/legal-archive';
import type { LegalDocument } from '~/data/legal';

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

export interface ArchivedVersion {
  version: string;
  change: LegalDocument['data']['changes'][number];
  isCurrent: boolean;
  snapshot: Snapshot;
  /** The version published before this one, when it is archived too. */
  previous?: ArchivedVersion;
}

/**
 * The document's versions that have their frozen text, newest first. A
 * version without one (a bump not yet archived) has no page; the change gate
 * (npm run legal:check) fails on it.
 */
export function archivedVersions(doc: LegalDocument): ArchivedVersion[] {
  const list: ArchivedVersion[] = [];
  for (const change of doc.data.changes) {
    const snapshot = snapshots.get(`${doc.id}@${change.version}`);
    if (snapshot) list.push({ version: change.version, change, isCurrent: change.version === doc.data.version, snapshot });
  }
  // changes is newest first: each version's predecessor is the next entry, when that one is archived.
  doc.data.changes.forEach((change, index) => {
    const entry = list.find((v) => v.version === change.version);
    const older = doc.data.changes[index + 1];
    if (entry && older) entry.previous = list.find((v) => v.version === older.version);
  });
  return list;
}
