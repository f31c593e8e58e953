/**
 * The legal documents and their frozen versions on disk, for the command-line
 * tools: reading content/legal/*.mdx and content/legal/versions/<id>/<version>.html
 * (format in src/lib/legal/archive.ts), and freezing a version: writing its
 * file, which is never rewritten, and recording its digest in the document's
 * change entry. Every rule about them is in src/lib/legal/.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
export { readArchive } from '../../src/lib/legal/archive.ts';
import { dirname, join } from 'node:path';
import { documents } from '../../src/lib/collections.ts';
import { isoDate } from '../../src/lib/dates.ts';
import { legalId, readLegalSource, type LegalFrontmatter } from '../../src/lib/legal/schema.ts';
import {
  bodyFromPage,
  digestOf,
  recordDigest,
  serializeSnapshot,
  sourceDigest,
  snapshotPath,
  type Snapshot,
} from '../../src/lib/legal/archive.ts';

/** A legal document's file: its source and its frontmatter as the schema reads it (or why it does not). */
export interface DocumentFile {
  id: string;
  /** content/legal/<id>.mdx */
  file: string;
  source: string;
  data?: LegalFrontmatter;
  problems: string[];
}

/** Every content/legal/*.mdx of a site folder, by id. */
export function readDocuments(siteRoot: string): Map<string, DocumentFile> {
  const dir = join(siteRoot, documents.legal.folder);
  const docs = new Map<string, DocumentFile>();
  if (!existsSync(dir)) return docs;
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.mdx'))
    .sort()) {
    const file = `${documents.legal.folder}/${name}`;
    const source = readFileSync(join(dir, name), 'utf8');
    docs.set(legalId(name), { id: legalId(name), file, source, ...readLegalSource(source, file) });
  }
  return docs;
}

/** The snapshot of a document's newest version as built: its frontmatter's version and dates, its page's body. */
export function snapshotOf(doc: DocumentFile & { data: LegalFrontmatter }, pageHtml: string): Snapshot {
  return {
    id: doc.id,
    title: doc.data.title,
    version: doc.data.version,
    effectiveDate: isoDate(doc.data.effectiveDate),
    lastUpdated: isoDate(doc.data.lastUpdated),
    sourceSha256: sourceDigest(doc.source),
    html: bodyFromPage(pageHtml),
  };
}

/**
 * Freeze a version: write its file, unless one exists (a frozen file is never
 * rewritten), and record the file's digest in the document's change entry.
 * Returns the path written, or undefined when the file was there already.
 */
export function freeze(projectRoot: string, doc: DocumentFile, snapshot: Snapshot): string | undefined {
  const path = snapshotPath(snapshot.id, snapshot.version);
  const file = join(projectRoot, path);
  if (existsSync(file)) return undefined;
  const text = serializeSnapshot(snapshot);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  writeFileSync(join(projectRoot, doc.file), recordDigest(doc.source, snapshot.version, digestOf(text)));
  return path;
}
