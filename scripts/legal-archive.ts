#!/usr/bin/env node
/**
 * npm run legal:archive [-- --dist <dir>] [--from <ref>]
 * Freezes the visible text of every published legal document's current
 * version into content/legal/versions/<id>/<version>.html, from the built
 * page (the working tree is built, or an existing build is read with --dist).
 * Writes only the snapshots that are missing and never rewrites one: a
 * snapshot that no longer matches the page is reported (the gate,
 * npm run legal:check, says what to do). --from <ref> also freezes the
 * versions published at an older commit, built with that commit's code, for
 * versions that were published before the archive existed.
 */
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { snapshotPath, snapshotVisible, visibleDifference } from '../src/lib/legal-archive.ts';
import { readArchive, snapshotOf, writeNewSnapshot } from './lib/legal-snapshots.ts';
import { projectRootFrom, render, renderFromDist, type RenderedRef } from './lib/render-refs.ts';

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
  const written: string[] = [];
  const stale: string[] = [];
  for (const [id, doc] of side.docs) {
    if (doc.frontmatter.draft === true || !doc.html) continue;
    const version = doc.frontmatter.version ?? '';
    const existing = archive.get(id)?.get(version);
    if (existing) {
      if (visibleDifference(snapshotVisible(existing.snapshot.html), doc.visible)) stale.push(`${existing.path} (${side.label})`);
      continue;
    }
    if (writeNewSnapshot(root, snapshotOf(id, doc))) written.push(snapshotPath(id, version));
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
  for (const path of written) console.log(`legal:archive: wrote ${path}`);
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
