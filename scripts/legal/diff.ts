#!/usr/bin/env node
/**
 * npm run legal:diff -- <base-ref> [--dist <dir>]
 * What a visitor would see change in each legal document between a base ref
 * (its frozen newest versions) and the working tree, as Markdown
 * (src/lib/legal/redline.ts).
 */
import { parseArgs } from 'node:util';
import { formatReport, reportDocument } from '../../src/lib/legal/redline.ts';
import { baseSide, projectRootFrom, readBase, renderWorkingTree } from './render.ts';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { dist: { type: 'string' } } });
if (positionals.length !== 1) {
  console.error('usage: npm run legal:diff -- <base-ref> [--dist <dir>]');
  process.exit(2);
}
try {
  const root = projectRootFrom();
  const base = readBase(root, positionals[0]);
  const head = renderWorkingTree(root, values.dist);
  const ids = [...new Set([...base.docs.keys(), ...head.keys()])].sort();
  const documents = ids.flatMap((id) => reportDocument(id, baseSide(base, id), head.get(id)));
  process.stdout.write(formatReport(documents, base.ref, 'the working tree'));
} catch (error) {
  console.error(`legal:diff: ${(error as Error).message}`);
  process.exit(2);
}
