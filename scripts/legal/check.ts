#!/usr/bin/env node
/**
 * npm run legal:check [-- <base-ref>] [--dist <dir>]
 * The legal change gate: builds the working tree (or reads a build with
 * --dist), runs every rule of src/lib/legal/gate.ts and notice.ts over each
 * document, and prints the findings under each file; exits 1 on any.
 */
import { parseArgs } from 'node:util';
import { siteNow } from '../../src/lib/clock.ts';
import { fact, factEntry, factNames } from '../../src/lib/facts.ts';
import { readArchive, snapshotVisible } from '../../src/lib/legal/archive.ts';
import { formatFindings, reviewDocument, type Finding } from '../../src/lib/legal/gate.ts';
import { reviewInForce, type Policy } from '../../src/lib/legal/notice.ts';
import { readLegalSource } from '../../src/lib/legal/schema.ts';
import { documentVersions } from '../../src/lib/legal/timeline.ts';
import { projectRootFrom, readBase, renderWorkingTree } from './render.ts';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { dist: { type: 'string' } } });
const root = projectRootFrom();
const now = siteNow();

/** The value the facts file gives a fact now, as a policy states it. */
const current = (name: string) => (factNames().includes(name) ? fact(name).text : undefined);

try {
  const base = positionals[0] ? readBase(root, positionals[0]) : undefined;
  const ctx = { now, base, favors: (name: string) => factEntry(name)?.favors };
  const head = renderWorkingTree(root, values.dist);
  const archive = readArchive(root);
  const findings: Finding[] = [];
  const policies: Policy[] = [];
  for (const [id, doc] of head) {
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
  const against = base ? ` (history compared with ${base.ref})` : ' (no base: a change to a published version is caught only against one)';
  console.log(`legal:check: ${head.size} documents against their frozen versions${against}: ${findings.length} finding(s).`);
  if (findings.length) console.log(formatFindings(findings));
  process.exit(findings.length ? 1 : 0);
} catch (error) {
  console.error(`legal:check: ${(error as Error).message}`);
  process.exit(2);
}
