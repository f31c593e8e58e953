#!/usr/bin/env node
/**
 * npm run legal:check [-- <base-ref>] [--dist <dir>]
 * The legal change gate (CONTENT.md, "How a policy change is reviewed"). It
 * needs no history: the working tree is built (or an existing build of it read
 * with --dist), and every rule of src/lib/legal/gate.ts runs over each
 * document's newest text, its frozen versions and their recorded digests.
 * Given a base ref it also knows which versions were already published, and
 * refuses archived files deleted since and versions or dates going back. It
 * also checks that the policies in force agree, today and on every later day
 * the set in force changes (src/lib/legal/in-force.ts).
 * Reads the files, prints the findings; exits 1 on an error.
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { siteNow } from '../../src/lib/clock.ts';
import { ARCHIVE_DIR, digestOf, type FrozenFile } from '../../src/lib/legal/snapshot.ts';
import { formatFindings, reviewArchive, reviewDocument, type BaseState, type Finding } from '../../src/lib/legal/gate.ts';
import { reviewInForce, type Policy } from '../../src/lib/legal/in-force.ts';
import { datedVersions } from '../../src/lib/legal/versions.ts';
import { snapshotVisible } from '../../src/lib/legal/snapshot.ts';
import { parseIsoDate } from '../../src/lib/dates.ts';
import { legalId, readLegalSource, type LegalFrontmatter } from '../../src/lib/legal/schema.ts';
import { readArchive } from './files.ts';
import { projectRootFrom, render, renderFromDist, resolveCommit } from './render.ts';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { dist: { type: 'string' } } });
const baseRef = positionals[0];
const root = projectRootFrom();
const now = siteNow();

function git(args: string[]): string {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr.trim()}`);
  return result.stdout;
}

/** The documents and frozen files at the base ref, read from git without building it. */
function readBase(ref: string): { base: BaseState; changedFiles: string[] } {
  const commit = resolveCommit(root, ref);
  const changedFiles = [
    ...git(['diff', '--name-only', commit, '--']).split('\n'),
    ...git(['ls-files', '--others', '--exclude-standard']).split('\n'),
  ].filter(Boolean);
  const docs = new Map<string, LegalFrontmatter>();
  const frozen = new Map<string, string>();
  for (const path of git(['ls-tree', '-r', '--name-only', commit, '--', 'content/legal']).split('\n').filter(Boolean)) {
    const text = git(['show', `${commit}:${path}`]);
    if (path.startsWith(`${ARCHIVE_DIR}/`)) frozen.set(path, text);
    else if (/^content\/legal\/[^/]+\.mdx$/.test(path)) {
      const { data } = readLegalSource(text, path);
      if (data) docs.set(legalId(path), data);
    }
  }
  return { base: { ref, docs, frozen }, changedFiles };
}

try {
  const { base, changedFiles } = baseRef ? readBase(baseRef) : { base: undefined, changedFiles: undefined };
  const ctx = { now, base, changedFiles };
  const head = values.dist ? renderFromDist(root, resolve(values.dist)) : render(root, undefined);
  if (head.buildError) throw new Error(`the working tree does not build:\n${head.buildError}`);
  const archive = readArchive(root);
  const findings: Finding[] = [];
  const digested = new Set<string>();
  const policies: Policy[] = [];
  for (const [id, doc] of head.docs) {
    const file = `content/legal/${id}.mdx`;
    const { data, problems } = readLegalSource(doc.source, file);
    if (!data) {
      findings.push(...problems.map((message) => ({ level: 'error' as const, file, field: 'frontmatter', message })));
      continue;
    }
    const frozen = archive.get(id) ?? new Map<string, FrozenFile>();
    for (const change of data.changes) {
      const f = frozen.get(change.version);
      if (f && change.digest === digestOf(f.text)) digested.add(f.path);
    }
    findings.push(...reviewDocument({ id, file, source: doc.source, data, visible: doc.visible, frozen }, ctx));
    if (data.draft) continue;
    // Every version as visitors read it: frozen text, and the newest as the working tree renders it.
    const versions = datedVersions(data.changes, data.effectiveDate, (v) => {
      const f = frozen.get(v);
      return f && parseIsoDate(f.snapshot.effectiveDate);
    }).flatMap((v, index) => {
      const f = frozen.get(v.version);
      const text = index === 0 ? doc.visible : f && snapshotVisible(f.snapshot.html);
      return text ? [{ ...v, text }] : [];
    });
    policies.push({ id, file, versions, aliases: data.aliases });
  }
  findings.push(...reviewInForce(policies, now));
  findings.push(
    ...reviewArchive(
      new Set(head.docs.keys()),
      [...archive.values()].flatMap((v) => [...v.values()]),
      digested,
      ctx,
    ),
  );
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
