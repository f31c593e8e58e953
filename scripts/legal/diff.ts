#!/usr/bin/env node
/**
 * npm run legal:diff -- <base-ref> [<head-ref>]
 * What a visitor would see change in each legal document between two refs
 * (head defaults to the working tree), as Markdown (src/lib/legal/report.ts):
 * the changed documents only, naming the shared facts behind a change that
 * reached the page through content/facts.yaml. When the version in force
 * today is neither side's newest, the document is also compared with it.
 */
import { parseArgs } from 'node:util';
import { siteNow } from '../../src/lib/clock.ts';
import { readArchive, snapshotVisible } from '../../src/lib/legal/archive.ts';
import { compareDocument, compareTexts, formatReports } from '../../src/lib/legal/report.ts';
import { documentVersions, timeline } from '../../src/lib/legal/timeline.ts';
import { projectRootFrom, render } from './render.ts';

const { positionals } = parseArgs({ allowPositionals: true });
if (positionals.length < 1 || positionals.length > 2) {
  console.error('usage: npm run legal:diff -- <base-ref> [<head-ref>]');
  process.exit(2);
}
try {
  const root = projectRootFrom();
  const [base, head] = [render(root, positionals[0]), render(root, positionals[1])];
  const archive = readArchive(root);
  const ids = [...new Set([...base.docs.keys(), ...head.docs.keys()])].sort();
  const reports = ids.flatMap((id) => {
    const report = compareDocument(id, base.docs.get(id), head.docs.get(id));
    const data = head.docs.get(id)?.data;
    if (!report || !data) return report ? [report] : [];
    const { inForce } = timeline(documentVersions(data.changes, data.effectiveDate, archive.get(id)), siteNow());
    if (inForce?.frozen && inForce.version !== data.version && inForce.version !== base.docs.get(id)?.data?.version) {
      const visible = snapshotVisible(inForce.frozen.snapshot.html);
      report.fromInForce = { version: inForce.version, ...compareTexts(visible, head.docs.get(id)!.visible, data.aliases) };
    }
    return [report];
  });
  process.stdout.write(formatReports(reports, base.label, head.label));
} catch (error) {
  console.error(`legal:diff: ${(error as Error).message}`);
  process.exit(2);
}
