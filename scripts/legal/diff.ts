#!/usr/bin/env node
/**
 * npm run legal:diff -- <base-ref> [<head-ref>] [--format text|md|json]
 * What a visitor would see change in each legal document between two refs
 * (head defaults to the working tree): rendered text, not MDX source
 * (src/lib/legal/compare.ts). When the version in force today is neither
 * side's newest (a version published while an earlier one is still
 * upcoming), each such document is also compared with the version in force.
 */
import { parseArgs } from 'node:util';
import { siteNow } from '../../src/lib/clock.ts';
import { compareDocument, compareTexts } from '../../src/lib/legal/compare.ts';
import { formatReports, type Format } from '../../src/lib/legal/report.ts';
import { parseIsoDate } from '../../src/lib/dates.ts';
import { snapshotVisible } from '../../src/lib/legal/snapshot.ts';
import { datedVersions, versionsOn } from '../../src/lib/legal/versions.ts';
import { readArchive } from './files.ts';
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
  const reports = ids.map((id) => {
    const report = compareDocument(id, base.docs.get(id), head.docs.get(id));
    const data = head.docs.get(id)?.data;
    if (!data) return report;
    const frozen = archive.get(id);
    const versions = datedVersions(data.changes, data.effectiveDate, (v) => {
      const f = frozen?.get(v);
      return f && parseIsoDate(f.snapshot.effectiveDate);
    });
    const { inForce } = versionsOn(versions, now);
    const inForceText = inForce && frozen?.get(inForce.version);
    const baseVersion = base.docs.get(id)?.data?.version;
    if (inForce && inForceText && inForce.version !== data.version && inForce.version !== baseVersion) {
      report.fromInForce = {
        version: inForce.version,
        ...compareTexts(snapshotVisible(inForceText.snapshot.html), head.docs.get(id)!.visible, data.aliases ?? {}),
      };
    }
    return report;
  });
  process.stdout.write(formatReports(format, reports, base.label, head.label));
} catch (error) {
  console.error(`legal:diff: ${(error as Error).message}`);
  process.exit(2);
}
