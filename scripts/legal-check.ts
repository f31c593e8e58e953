#!/usr/bin/env node
/**
 * npm run legal:check -- [<base-ref>]   (default: the previous commit, HEAD~1)
 * The change gate for legal documents: fails when visible text changed without
 * a version, date and change entry; when a material change gives under 30
 * days' notice; when a version or date goes back; when a published section
 * id disappears without an alias; when ids repeat. Warns on a bump with no
 * visible change. Compares the working tree with the base.
 */
import { compareRefs } from './lib/legal-run.ts';
import { formatFindings } from './lib/legal-report.ts';
import { projectRootFrom, resolveCommit } from './lib/render-refs.ts';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const baseRef = args[0] ?? 'HEAD~1';
const root = projectRootFrom();
try {
  resolveCommit(root, baseRef);
} catch {
  console.log(`legal:check: no base "${baseRef}" to compare with (a first commit or a shallow clone); nothing to check.`);
  process.exit(0);
}
try {
  const { reports, findings, base } = compareRefs(root, baseRef);
  const errors = findings.filter((f) => f.level === 'error');
  const changed = reports.filter((r) => r.status !== 'unchanged');
  console.log(`legal:check against ${base.label}: ${reports.length} documents, ${changed.length} changed, ${errors.length} error(s), ${findings.length - errors.length} warning(s).`);
  if (findings.length) console.log(formatFindings(findings));
  process.exit(errors.length ? 1 : 0);
} catch (error) {
  console.error(`legal:check: ${(error as Error).message}`);
  process.exit(2);
}
