#!/usr/bin/env node
/**
 * npm run legal:archive [-- --dist <dir>]
 * Freezes each published document's newest version that has no frozen text:
 * its built body to content/legal/versions/<id>/<version>.html, and the file's
 * digest into its change entry. Never rewrites a frozen file (legal:check says
 * what to do about one that no longer reads like the page).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { isoDate } from '../../src/lib/dates.ts';
import { bodyFromPage, digestOf, readArchive, recordDigest, serializeSnapshot, snapshotPath } from '../../src/lib/legal/archive.ts';
import { readLegalSource } from '../../src/lib/legal/schema.ts';
import { projectRootFrom, renderWorkingTree } from './render.ts';

const { values } = parseArgs({ options: { dist: { type: 'string' } } });
const root = projectRootFrom();

try {
  const archive = readArchive(root);
  let written = 0;
  for (const [id, doc] of renderWorkingTree(root, values.dist)) {
    const { data } = readLegalSource(doc.source, `content/legal/${id}.mdx`);
    if (!data || data.draft || !doc.html || archive.get(id)?.has(data.version)) continue;
    const path = snapshotPath(id, data.version);
    const text = serializeSnapshot({
      id,
      title: data.title,
      version: data.version,
      effectiveDate: isoDate(data.effectiveDate),
      lastUpdated: isoDate(data.lastUpdated),
      html: bodyFromPage(doc.html),
    });
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
    writeFileSync(join(root, `content/legal/${id}.mdx`), recordDigest(doc.source, data.version, digestOf(text)));
    console.log(`legal:archive: wrote ${path} and recorded its digest`);
    written++;
  }
  if (!written) console.log('legal:archive: every published version already has its frozen text; nothing written.');
} catch (error) {
  console.error(`legal:archive: ${(error as Error).message}`);
  process.exit(2);
}
