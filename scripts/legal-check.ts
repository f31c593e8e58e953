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
  const { reports, findings, base, head } = compareRefs(root, baseRef);
  if (base.buildError) {
    const reason = base.buildError.split('\n').find((line) => /error/i.test(line)) ?? base.buildError.split('\n')[0];
    console.log(`legal:check: warning: ${base.label} does not build with the current dependencies (${reason.trim()}).`);
    console.log('  The visible-text and anchor rules need both sides built and are skipped; versions, dates, notice and ids are still checked.');
  }
  const errors = findings.filter((f) => f.level === 'error');
  // Without a rendered base, "changed" can only mean the source file changed.
  const changed = base.buildError
    ? reports.filter((r) => base.docs.get(r.id)?.source !== head.docs.get(r.id)?.source)
    : reports.filter((r) => r.status !== 'unchanged');
  console.log(`legal:check against ${base.label}: ${reports.length} documents, ${changed.length} changed, ${errors.length} error(s), ${findings.length - errors.length} warning(s).`);
  if (findings.length) console.log(formatFindings(findings));
  process.exit(errors.length ? 1 : 0);
} catch (error) {
  console.error(`legal:check: ${(error as Error).message}`);
  process.exit(2);
}
