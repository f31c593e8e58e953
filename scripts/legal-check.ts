#!/usr/bin/env node
/**
 * npm run legal:check [-- <base-ref>] [--dist <dir>]
 * The change gate for legal documents. It needs no history: the working tree
 * is built (or an existing build of it read with --dist) and each published
 * document's page is compared with the frozen text of its current version in
 * content/legal/versions. It fails when the visible text or the section ids
 * changed without a new version (naming the shared module when the document's
 * own file did not change); when a version has no frozen text (run npm run
 * legal:archive); when a material change gives under the notice period; when
 * a published section id disappears without an alias; when ids repeat.
 * Given a base ref, it also fails when an archived version was edited or
 * deleted, and when a version or date goes back. Warns on a bump with no
 * visible change.
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARCHIVE_DIR } from '../src/lib/legal-archive.ts';
import { legalId } from '../src/lib/schemas/legal.ts';
import { checkAgainstArchive } from './lib/legal-archive-check.ts';
import { readFrontmatter, type Finding, type Frontmatter } from './lib/legal-compare.ts';
import { formatFindings } from './lib/legal-report.ts';
import { readArchive } from './lib/legal-snapshots.ts';
import { projectRootFrom, render, renderFromDist, resolveCommit } from './lib/render-refs.ts';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { dist: { type: 'string' } } });
const baseRef = positionals[0];
const root = projectRootFrom();

function git(args: string[]): string {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr.trim()}`);
  return result.stdout;
}

try {
  const findings: Finding[] = [];
  let baseCommit: string | undefined;
  let changedFiles: string[] | undefined;
  const baseDocs = new Map<string, Frontmatter>();
  if (baseRef) {
    baseCommit = resolveCommit(root, baseRef);
    changedFiles = git(['diff', '--name-only', baseCommit, '--']).split('\n').filter(Boolean);
    changedFiles.push(...git(['ls-files', '--others', '--exclude-standard']).split('\n').filter(Boolean));
    for (const path of git(['ls-tree', '-r', '--name-only', baseCommit, '--', 'content/legal']).split('\n').filter(Boolean)) {
      const was = git(['show', `${baseCommit}:${path}`]);
      if (path.startsWith(`${ARCHIVE_DIR}/`)) {
        // A published version is history: its frozen text never changes.
        const file = join(root, path);
        if (!existsSync(file))
          findings.push({
            level: 'error',
            file: path,
            field: 'archive',
            message: `this frozen version exists at ${baseRef} and was deleted: archived versions are never removed; restore it (git checkout ${baseRef} -- ${path}).`,
          });
        else if (readFileSync(file, 'utf8') !== was)
          findings.push({
            level: 'error',
            file: path,
            field: 'archive',
            message: `this frozen version differs from ${baseRef}: archived versions are never edited; restore it (git checkout ${baseRef} -- ${path}) and publish a new version instead.`,
          });
      } else if (/^content\/legal\/[^/]+\.mdx$/.test(path)) {
        baseDocs.set(legalId(path), readFrontmatter(was));
      }
    }
  }

  const head = values.dist ? renderFromDist(root, resolve(values.dist)) : render(root, undefined);
  if (head.buildError) throw new Error(`the working tree does not build:\n${head.buildError}`);
  const archive = readArchive(root);
  for (const [id, doc] of head.docs) {
    findings.push(...checkAgainstArchive({ id, head: doc, versions: archive.get(id) ?? new Map(), base: baseDocs.get(id), changedFiles }));
  }
  for (const [id, versions] of archive) {
    if (!head.docs.has(id))
      for (const v of versions.values())
        findings.push({
          level: 'warning',
          file: v.path,
          field: 'archive',
          message: `frozen version of "${id}", which has no document in content/legal.`,
        });
  }
  const errors = findings.filter((f) => f.level === 'error');
  const against = baseRef ? ` (archive also compared with ${baseRef})` : '';
  console.log(
    `legal:check: ${head.docs.size} documents against their frozen versions${against}: ${errors.length} error(s), ${findings.length - errors.length} warning(s).`,
  );
  if (findings.length) console.log(formatFindings(findings));
  process.exit(errors.length ? 1 : 0);
} catch (error) {
  console.error(`legal:check: ${(error as Error).message}`);
  process.exit(2);
}
