#!/usr/bin/env node
/**
 * npm run legal:check [-- <base-ref>] [--dist <dir>]
 * The legal change gate (CONTENT.md, "How a policy change is reviewed"): the
 * working tree is built (or an existing build read with --dist) and every
 * rule of src/lib/legal/gate.ts and notice.ts runs over each document's
 * newest text, its frozen versions and their recorded digests. Given a base
 * ref (the pull-request check), a version that exists there is history: its
 * frozen file and digest may not change. Prints the findings under each
 * file; exits 1 on any.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { siteNow } from '../../src/lib/clock.ts';
import { fact, factEntry } from '../../src/lib/facts.ts';
import { readFrontmatter } from '../../src/lib/frontmatter.ts';
import { ARCHIVE_DIR, readArchive, snapshotVisible } from '../../src/lib/legal/archive.ts';
import { formatFindings, reviewDocument, reviewOrphans, type BaseState, type Finding } from '../../src/lib/legal/gate.ts';
import { reviewInForce, type Policy } from '../../src/lib/legal/notice.ts';
import { legalId, readLegalSource } from '../../src/lib/legal/schema.ts';
import { documentVersions } from '../../src/lib/legal/timeline.ts';
import { filesAt, projectRootFrom, render, renderFromDist, resolveCommit } from './render.ts';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { dist: { type: 'string' } } });
const root = projectRootFrom();
const now = siteNow();

/**
 * The documents and frozen files at the base ref, read from git without
 * building it, and from the raw frontmatter, so a base today's schema no
 * longer accepts is still history.
 */
function readBase(ref: string): BaseState {
  const docs = new Map<string, { version: string; changes: { version: string; digest?: string }[] }>();
  const frozen = new Map<string, string>();
  for (const [path, text] of filesAt(root, resolveCommit(root, ref), 'content/legal')) {
    if (path.startsWith(`${ARCHIVE_DIR}/`)) frozen.set(path, text);
    else if (/^content\/legal\/[^/]+\.mdx$/.test(path)) {
      const raw = readFrontmatter(text) as { version?: unknown; changes?: { version?: unknown; digest?: unknown }[] };
      const changes = (Array.isArray(raw.changes) ? raw.changes : []).map((c) => ({
        version: String(c?.version),
        digest: typeof c?.digest === 'string' ? c.digest : undefined,
      }));
      docs.set(legalId(path), { version: String(raw.version ?? changes[0]?.version ?? '0'), changes });
    }
  }
  return { ref, docs, frozen };
}

/** The value the facts file gives a fact now, as a policy states it. */
const current = (name: string) => {
  try {
    return fact(name).text;
  } catch {
    return undefined;
  }
};

try {
  const base = positionals[0] ? readBase(positionals[0]) : undefined;
  const ctx = { now, base, favors: (name: string) => factEntry(name)?.favors };
  const head = values.dist ? renderFromDist(root, resolve(values.dist)) : render(root, undefined);
  const archive = readArchive(root);
  const findings: Finding[] = [];
  const policies: Policy[] = [];
  for (const [id, doc] of head.docs) {
    const file = `content/legal/${id}.mdx`;
    const { data, problems } = readLegalSource(doc.source, file);
    if (!data) {
      findings.push(...problems.map((message) => ({ file, field: 'frontmatter', message })));
      continue;
    }
    const frozen = archive.get(id) ?? new Map();
    findings.push(...reviewDocument({ id, file, data, visible: doc.visible, frozen }, ctx));
    if (data.draft) continue;
    // Every version as visitors read it: the newest as the working tree renders it, the others frozen.
    const versions = documentVersions(data.changes, data.effectiveDate, frozen).flatMap((v, index) => {
      const text = index === 0 ? doc.visible : v.frozen && snapshotVisible(v.frozen.snapshot.html);
      return text ? [{ ...v, text }] : [];
    });
    policies.push({ id, versions });
  }
  findings.push(...reviewInForce(policies, now, current));
  findings.push(
    ...reviewOrphans(
      new Set(head.docs.keys()),
      [...archive.values()].flatMap((v) => [...v.values()]),
    ),
  );
  const against = base ? ` (history compared with ${base.ref})` : ' (no base: a change to a published version is caught only against one)';
  console.log(`legal:check: ${head.docs.size} documents against their frozen versions${against}: ${findings.length} finding(s).`);
  if (findings.length) console.log(formatFindings(findings));
  process.exit(findings.length ? 1 : 0);
} catch (error) {
  console.error(`legal:check: ${(error as Error).message}`);
  process.exit(2);
}
