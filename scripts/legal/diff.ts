#!/usr/bin/env node
/**
 * npm run legal:diff -- <base-ref> [<head-ref>] [--format text|md|json]
 * What a visitor would see change in each legal document between two refs
 * (head defaults to the working tree): rendered text, not MDX source
 * (src/lib/legal/compare.ts), for the documents that changed only, naming
 * the shared facts behind a change that reached the page through
 * content/facts.yaml. When the version in force today (src/lib/legal/versions.ts)
 * is neither side's newest, the document is also compared with it.
 */
import { parseArgs } from 'node:util';
import { siteNow } from '../../src/lib/clock.ts';
import { compareDocument, compareTexts } from '../../src/lib/legal/compare.ts';
import { formatReports, type Format } from '../../src/lib/legal/report.ts';
import { documentVersions, readArchive, snapshotVisible } from '../../src/lib/legal/archive.ts';
import { timeline } from '../../src/lib/legal/versions.ts';
import { projectRootFrom, render } from './render.ts';

const usage = 'usage: npm run legal:diff -- <base-ref> [<head-ref>] [--format text|md|json]';
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { format: { type: 'string', default: 'text' }, help: { type: 'boolean', short: 'h' } },
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const format = values.format as Format;
if (!['text', 'md', 'json'].includes(format) || positionals.length < 1 || positionals.length > 2) {
  console.error(usage);
  process.exit(2);
}
try {
  const root = projectRootFrom();
  const base = render(root, positionals[0]);
  const head = render(root, positionals[1]);
  if (head.buildError) throw new Error(`${head.label} does not build:\n${head.buildError}`);
  if (base.buildError) {
    console.error(
      `legal:diff: ${base.label} does not build with the current dependencies, so there is no visible text to compare:\n${base.buildError}`,
    );
    process.exit(2);
  }
  const archive = readArchive(root);
  const now = siteNow();
  const ids = [...new Set([...base.docs.keys(), ...head.docs.keys()])].sort();
  const reports = ids.flatMap((id) => {
    const report = compareDocument(id, base.docs.get(id), head.docs.get(id));
    if (report.status === 'unchanged') return [];
    const data = head.docs.get(id)?.data;
    if (!data) return [report];
    const { inForce } = timeline(documentVersions(data.changes, data.effectiveDate, archive.get(id)), now);
    const inForceText = inForce?.frozen;
    const baseVersion = base.docs.get(id)?.data?.version;
    if (inForce && inForceText && inForce.version !== data.version && inForce.version !== baseVersion) {
      report.fromInForce = {
        version: inForce.version,
        ...compareTexts(snapshotVisible(inForceText.snapshot.html), head.docs.get(id)!.visible, data.aliases ?? {}),
      };
    }
    return [report];
  });
  process.stdout.write(formatReports(format, reports, base.label, head.label));
} catch (error) {
  console.error(`legal:diff: ${(error as Error).message}`);
  process.exit(2);
}
