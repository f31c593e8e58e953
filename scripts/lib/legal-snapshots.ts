/**
 * The archive of legal versions on disk (content/legal/versions/<id>/<version>.html,
 * format in src/lib/legal-archive.ts): reading it, making a snapshot from a
 * built page, and writing a snapshot that does not exist yet. A snapshot is
 * never rewritten here: once a version is published, its text is history.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ARCHIVE_DIR, bodyFromPage, parseSnapshot, serializeSnapshot, snapshotPath, type Snapshot } from '../../src/lib/legal-archive.ts';
import type { DocSide } from './legal-compare.ts';

export interface ArchivedVersion {
  /** Relative to the project root. */
  path: string;
  text: string;
  snapshot: Snapshot;
}

/** Document id → version → snapshot. */
export type Archive = Map<string, Map<string, ArchivedVersion>>;

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function readArchive(projectRoot: string): Archive {
  const archive: Archive = new Map();
  const root = join(projectRoot, ARCHIVE_DIR);
  if (!existsSync(root)) return archive;
  for (const id of readdirSync(root).sort()) {
    const dir = join(root, id);
    const versions = new Map<string, ArchivedVersion>();
    for (const name of readdirSync(dir).filter((n) => n.endsWith('.html'))) {
      const path = `${ARCHIVE_DIR}/${id}/${name}`;
      const text = readFileSync(join(projectRoot, path), 'utf8');
      versions.set(name.replace(/\.html$/, ''), { path, text, snapshot: parseSnapshot(text, path) });
    }
    archive.set(id, versions);
  }
  return archive;
}

/** The snapshot of a document as built: its frontmatter's version and dates, its page's body. */
export function snapshotOf(id: string, side: DocSide): Snapshot {
  const fm = side.frontmatter;
  if (!side.html) throw new Error(`content/legal/${id}.mdx has no built page to snapshot`);
  return {
    id,
    title: String(fm.title ?? id),
    version: fm.version ?? '',
    effectiveDate: fm.effectiveDate ?? '',
    lastUpdated: fm.lastUpdated ?? '',
    sourceSha256: sha256(side.source),
    html: bodyFromPage(side.html),
  };
}

/** Write a snapshot that does not exist yet; returns false (and writes nothing) when one does. */
export function writeNewSnapshot(projectRoot: string, snapshot: Snapshot): boolean {
  const file = join(projectRoot, snapshotPath(snapshot.id, snapshot.version));
  if (existsSync(file)) return false;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, serializeSnapshot(snapshot));
  return true;
}

/** The modules an MDX document imports (`~/lib/facts`, `~/components/legal/PlainSummary.astro`…). */
export function importsOf(source: string): string[] {
  return [...source.matchAll(/^import\s[^;]*?from\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]);
}
