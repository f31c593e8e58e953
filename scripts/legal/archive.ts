#!/usr/bin/env node
/**
 * npm run legal:archive [-- --dist <dir>] [--from <ref>]
 * Freezes the newest version of every published legal document: writes its
 * visible text, from the built page, to content/legal/versions/<id>/<version>.html
 * and records the file's digest in the document's change entry (the working
 * tree is built, or an existing build is read with --dist). Writes only the
 * snapshots that are missing and never rewrites one: a snapshot that no longer
 * matches the page is reported (npm run legal:check says what to do). --from
 * <ref> also freezes the versions published at an older commit, built with
 * that commit's code, for versions published before the archive existed.
 */
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { snapshotVisible, visibleDifference } from '../../src/lib/legal/archive.ts';
import { freeze, readArchive, readDocuments, snapshotOf } from './files.ts';
import { projectRootFrom, render, renderFromDist, type RenderedRef } from './render.ts';

const { values } = parseArgs({
  options: { dist: { type: 'string' }, from: { type: 'string', multiple: true }, help: { type: 'boolean', short: 'h' } },
});
if (values.help) {
  console.log('usage: npm run legal:archive [-- --dist <built-site>] [--from <ref> ...]');
  process.exit(0);
}
const root = projectRootFrom();

function archiveFrom(side: RenderedRef): { written: string[]; stale: string[] } {
  const archive = readArchive(root);
  const files = readDocuments(root);
  const written: string[] = [];
  const stale: string[] = [];
  for (const [id, doc] of side.docs) {
    const data = doc.data;
    const file = files.get(id);
    if (!data || data.draft || !doc.html || !file) continue;
    const existing = archive.get(id)?.get(data.version);
    if (existing) {
      if (visibleDifference(snapshotVisible(existing.snapshot.html), doc.visible)) stale.push(`${existing.path} (${side.label})`);
      continue;
    }
    const path = freeze(root, file, snapshotOf({ ...file, source: doc.source, data }, doc.html));
    if (path) written.push(path);
  }
  return { written, stale };
}

try {
  const sides: RenderedRef[] = [];
  for (const ref of values.from ?? []) {
    const side = render(root, ref);
    if (side.buildError) throw new Error(`${ref} does not build, so there is no visible text to freeze:\n${side.buildError}`);
    sides.push(side);
  }
  sides.push(values.dist ? renderFromDist(root, resolve(values.dist)) : render(root, undefined));
  const written: string[] = [];
  const stale: string[] = [];
  for (const side of sides) {
    const result = archiveFrom(side);
    written.push(...result.written);
    stale.push(...result.stale);
  }
  for (const path of written) console.log(`legal:archive: wrote ${path} and recorded its digest`);
  if (!written.length) console.log('legal:archive: every published version already has its frozen text; nothing written.');
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
