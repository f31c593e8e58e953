/**
 * The archive: one frozen file per document and version,
 * content/legal/versions/<id>/<version>.html, holding the body a visitor read
 * (rendered HTML, not the MDX) and the dates shown above it, so later changes
 * to components, facts or dependencies cannot change what an old version
 * says. Its digest is recorded in the version's change entry (`digest:`), so
 * an edit is caught without history (./gate.ts). readArchive is the one reader.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import { extractVisible, flatText, type VisibleDocument } from './text.ts';

export const ARCHIVE_DIR = 'content/legal/versions';

/** A frozen version: the header shown above it (dates as YYYY-MM-DD) and its body, one top-level element a line. */
export interface Snapshot {
  id: string;
  title: string;
  version: string;
  effectiveDate: string;
  lastUpdated: string;
  html: string;
}

export interface FrozenFile {
  path: string;
  text: string;
  snapshot: Snapshot;
}

export const snapshotPath = (id: string, version: string) => `${ARCHIVE_DIR}/${id}/${version}.html`;

/** The digest of a frozen file's exact text, as its change entry records it. */
export const digestOf = (fileText: string) => `sha256-${createHash('sha256').update(fileText).digest('hex')}`;

const HEADER = /^<!--\s*legal-snapshot\s*([\s\S]*?)-->\r?\n?/;

/** The file's text: a comment with the metadata as JSON, then the body. */
export function serializeSnapshot(snapshot: Snapshot): string {
  const { html, ...meta } = snapshot;
  // ">" escaped, so no value can close the comment early.
  const json = JSON.stringify(meta, null, 2).replace(/>/g, '\\u003e');
  return `<!-- legal-snapshot\n${json}\n-->\n${html.trim()}\n`;
}

export function parseSnapshot(text: string, file = 'a snapshot'): Snapshot {
  const match = HEADER.exec(text);
  const meta = (match ? JSON.parse(match[1]) : {}) as Partial<Snapshot>;
  const missing = (['id', 'title', 'version', 'effectiveDate', 'lastUpdated'] as const).find((field) => typeof meta[field] !== 'string');
  if (!match || missing)
    throw new Error(`${file}: expected a "<!-- legal-snapshot {…} -->" header with "${missing}", as npm run legal:archive writes it`);
  return { ...(meta as Snapshot), html: text.slice(match[0].length).trim() };
}

/** The body of a built page as a snapshot's HTML, without Astro's style attributes (they name today's stylesheet). */
export function bodyFromPage(pageHtml: string): string {
  const { document } = parseHTML(pageHtml);
  const body = document.querySelector('[data-legal-body]');
  if (!body) throw new Error('the page has no [data-legal-body] element');
  for (const el of [body, ...body.querySelectorAll('*')]) {
    for (const name of el.getAttributeNames()) if (name.startsWith('data-astro-')) el.removeAttribute(name);
  }
  return [...body.children].map((el) => el.outerHTML).join('\n');
}

/** What a visitor reads in a snapshot, in the same form the gate reads a built page. */
export const snapshotVisible = (html: string) =>
  extractVisible(`<!doctype html><html><body><div data-legal-body>${html}</div></body></html>`);

/** How two renderings differ for a visitor: in the text (link targets included), in the ids, or not at all. */
export function visibleDifference(a: VisibleDocument, b: VisibleDocument): 'text' | 'ids' | null {
  if (flatText(a) !== flatText(b)) return 'text';
  if ([...a.ids].sort().join(' ') !== [...b.ids].sort().join(' ')) return 'ids';
  return null;
}

/** The source with `digest` recorded as the last field of the change entry of `version`; the rest left byte for byte. */
export function recordDigest(source: string, version: string, digest: string): string {
  const lines = source.split('\n');
  const fence = lines.indexOf('---', 1);
  const entry = lines.findIndex(
    (line, index) => index < fence && new RegExp(`^\\s*-\\s+version:\\s*["']?${version.replace(/\./g, '\\.')}["']?\\s*$`).test(line),
  );
  if (entry === -1) throw new Error(`no change entry for version ${version} in the frontmatter`);
  const indent = ' '.repeat(/^(\s*)-/.exec(lines[entry])![1].length + 2);
  let end = entry + 1;
  while (end < fence && lines[end].startsWith(indent)) end++;
  lines.splice(end, 0, `${indent}digest: ${digest}`);
  return lines.join('\n');
}

/** Document id → version → its frozen file. */
export type Archive = Map<string, Map<string, FrozenFile>>;

export function readArchive(projectRoot: string): Archive {
  const archive: Archive = new Map();
  const root = join(projectRoot, ARCHIVE_DIR);
  if (!existsSync(root)) return archive;
  for (const id of readdirSync(root).sort()) {
    const versions = new Map<string, FrozenFile>();
    for (const name of readdirSync(join(root, id)).filter((n) => n.endsWith('.html'))) {
      const path = `${ARCHIVE_DIR}/${id}/${name}`;
      const text = readFileSync(join(projectRoot, path), 'utf8');
      const snapshot = parseSnapshot(text, path);
      if (`${snapshot.id}/${snapshot.version}.html` !== `${id}/${name}`) {
        throw new Error(`${path}: the file says ${snapshot.id} ${snapshot.version}; its name and folder must match`);
      }
      versions.set(snapshot.version, { path, text, snapshot });
    }
    archive.set(id, versions);
  }
  return archive;
}
