#!/usr/bin/env node
/**
 * npm run legal:diff -- <base-ref> [--dist <dir>]
 * What a visitor would see change in each legal document between a base ref
 * (its frozen newest versions) and the working tree, as Markdown
 * (src/lib/legal/report.ts): the changed documents only, naming the shared
 * facts behind a change that reached a page through content/facts.yaml.
 */
import { parseArgs } from 'node:util';
import { compareDocument, formatReports } from '../../src/lib/legal/report.ts';
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
  const reports = ids.flatMap((id) => compareDocument(id, baseSide(base, id), head.get(id)) ?? []);
  process.stdout.write(formatReports(reports, base.ref, 'the working tree'));
} catch (error) {
  console.error(`legal:diff: ${(error as Error).message}`);
  process.exit(2);
}
