#!/usr/bin/env node
/**
 * npm run legal:archive [-- --dist <dir>]
 * Freezes the newest version of every published legal document: writes its
 * body, from the built page (the working tree is built, or an existing build
 * read with --dist), to content/legal/versions/<id>/<version>.html and records
 * the file's digest in the document's change entry. Never rewrites a frozen
 * file: one that no longer reads like the page is reported, and
 * npm run legal:check says what to do.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { isoDate } from '../../src/lib/dates.ts';
import {
  bodyFromPage,
  digestOf,
  readArchive,
  recordDigest,
  serializeSnapshot,
  snapshotPath,
  snapshotVisible,
  visibleDifference,
} from '../../src/lib/legal/archive.ts';
import { projectRootFrom, render, renderFromDist } from './render.ts';

const { values } = parseArgs({ options: { dist: { type: 'string' } } });
const root = projectRootFrom();

try {
  const side = values.dist ? renderFromDist(root, resolve(values.dist)) : render(root, undefined);
  const archive = readArchive(root);
  const stale: string[] = [];
  let written = 0;
  for (const [id, doc] of side.docs) {
    const { data } = doc;
    if (!data || data.draft || !doc.html) continue;
    const existing = archive.get(id)?.get(data.version);
    if (existing) {
      if (visibleDifference(snapshotVisible(existing.snapshot.html), doc.visible)) stale.push(existing.path);
      continue;
    }
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
  if (stale.length) {
    console.log(`legal:archive: ${stale.length} frozen version(s) no longer read like the page, left as they are:`);
    for (const path of stale) console.log(`  ${path}`);
    console.log('  Run npm run legal:check to see what to do.');
    process.exit(1);
  }
} catch (error) {
  console.error(`legal:archive: ${(error as Error).message}`);
  process.exit(2);
}
