/**
 * Every rule of the legal change gate (`npm run legal:check`; CONTENT.md, "How
 * a policy change is reviewed") for one document, pure: scripts/legal/check.ts
 * builds, reads and prints. Without a base it checks what the repository alone
 * proves: each frozen file against the digest its change entry records, the
 * newest version's frozen text against the page, the notice each version
 * needs. Against a base (the pull-request check) a version that exists there
 * is history: any change to its frozen file or its recorded digest fails,
 * whatever the digests say now, and only a version frozen in this change may
 * be frozen again. Each finding names the file to change and the fix.
 */
import { isoDate } from '../dates.ts';
import { digestOf, snapshotPath, snapshotVisible, visibleDifference, type FrozenFile } from './archive.ts';
import { reviewNotice } from './notice.ts';
import type { LegalFrontmatter } from './schema.ts';
import { changedFacts, type VisibleDocument } from './text.ts';
import { compareVersions } from './timeline.ts';

export interface Finding {
  /** The file the reviewer changed, or should change. */
  file: string;
  field: string;
  message: string;
}

/** A document as the working tree has it. */
export interface DocumentUnderReview {
  id: string;
  /** content/legal/<id>.mdx */
  file: string;
  data: LegalFrontmatter;
  /** The newest version as the working tree renders it. */
  visible: VisibleDocument;
  /** Its frozen files, by version. */
  frozen: ReadonlyMap<string, FrozenFile>;
}

/** What the base ref held, when the gate is given one. */
export interface BaseState {
  ref: string;
  /**
   * Each document's versions at the base, by id, read from its raw frontmatter
   * (not through today's schema, so a base the schema no longer accepts is
   * still history).
   */
  docs: ReadonlyMap<string, { version: string; changes: readonly { version: string; digest?: string }[] }>;
  /** Every frozen file at the base: path → exact text. */
  frozen: ReadonlyMap<string, string>;
}

export interface GateContext {
  now: Date;
  base?: BaseState;
  /** Which way a shared fact favors the customer (content/facts.yaml). */
  favors: (name: string) => string | undefined;
}

/** "2.1" after "2.0". */
export function nextVersion(version: string): string {
  const parts = version.split('.').map(Number);
  parts[1] = (parts[1] ?? 0) + 1;
  return parts.slice(0, Math.max(2, parts.length)).join('.');
}

export type Report = (field: string, message: string, file?: string) => void;

/** The rules for one document. */
export function reviewDocument(doc: DocumentUnderReview, ctx: GateContext): Finding[] {
  const findings: Finding[] = [];
  if (doc.data.draft) return findings;
  const report: Report = (field, message, file = doc.file) => findings.push({ file, field, message });
  reviewIds(doc, report);
  if (ctx.base) reviewHistory(doc, ctx.base, report);
  reviewDigests(doc, ctx, report);
  reviewNewest(doc, ctx, report);
  reviewNotice(doc, ctx, report);
  return findings;
}

/** Section ids are unique, and every id a frozen version had still lands (kept, or as an alias). */
function reviewIds(doc: DocumentUnderReview, report: Report) {
  const ids = new Set<string>();
  for (const id of doc.visible.ids) {
    if (ids.has(id)) report(`#${id}`, `the id "${id}" appears more than once on the page: give each heading its own {#id}.`);
    ids.add(id);
  }
  const aliases = doc.data.aliases ?? {};
  const gone = new Map<string, string>();
  for (const [version, frozen] of doc.frozen) {
    for (const id of snapshotVisible(frozen.snapshot.html).ids) {
      if (!ids.has(id) && !(aliases[id] && ids.has(aliases[id])) && !gone.has(id)) gone.set(id, version);
    }
  }
  for (const [id, version] of gone) {
    report(
      `#${id}`,
      `the section id "${id}" was published (version ${version}) and is gone: keep it, or map it to its successor under aliases (${id}: new-id).`,
    );
  }
}

/** Against the base: what a version that exists there recorded is history, byte for byte. */
function reviewHistory(doc: DocumentUnderReview, base: BaseState, report: Report) {
  const before = base.docs.get(doc.id);
  const restore = (path: string) =>
    `restore it (git checkout ${base.ref} -- ${path}); only a new version can change what a published one says`;
  for (const change of before?.changes ?? []) {
    const path = snapshotPath(doc.id, change.version);
    const was = base.frozen.get(path);
    const now = doc.frozen.get(change.version);
    const entry = doc.data.changes.find((c) => c.version === change.version);
    if (was !== undefined && now?.text !== was) {
      report(
        'archive',
        `version ${change.version} exists at ${base.ref} and its frozen file was ${now ? 'changed' : 'deleted'}: ${restore(path)}.`,
        path,
      );
    }
    if (!entry) report('changes', `version ${change.version} exists at ${base.ref} and its change entry was removed: put it back.`);
    else if (change.digest && entry.digest !== change.digest) {
      report(
        `changes[${change.version}].digest`,
        `version ${change.version} exists at ${base.ref} and its recorded digest was changed: ${restore(path)}, and its digest line with it.`,
      );
    }
  }
  if (before && compareVersions(doc.data.version, before.version) < 0) {
    report('version', `version went back from ${before.version} to ${doc.data.version}: versions only go up.`);
  }
}

/** The fix for a frozen file that does not match, by whether this change froze it. */
function refreeze(doc: DocumentUnderReview, version: string, ctx: GateContext): string {
  const republish = `publish a new version instead: raise version to ${nextVersion(doc.data.version)}, set its dates and change entry, then run npm run legal:archive`;
  const isNew = ctx.base && !ctx.base.docs.get(doc.id)?.changes.some((c) => c.version === version);
  if (!isNew) return republish;
  return `version ${version} was frozen in this change, so freeze it again: delete ${snapshotPath(doc.id, version)} and its digest line, then run npm run legal:archive`;
}

/** Every frozen file matches the digest its entry records; every listed version has its file; every file is listed. */
function reviewDigests(doc: DocumentUnderReview, ctx: GateContext, report: Report) {
  const newest = doc.data.version;
  for (const change of doc.data.changes) {
    const frozen = doc.frozen.get(change.version);
    const field = `changes[${change.version}].digest`;
    if (!frozen) {
      if (change.version !== newest)
        report(
          'changes',
          `version ${change.version} is listed but has no frozen text (${snapshotPath(doc.id, change.version)}): restore the file from the history.`,
        );
      continue;
    }
    const actual = digestOf(frozen.text);
    if (!change.digest)
      report(
        field,
        `version ${change.version} is frozen in ${frozen.path} without its digest: run npm run legal:archive, which records it.`,
      );
    else if (change.digest !== actual) {
      report(
        'archive',
        `this file is not the one version ${change.version} recorded (${change.digest.slice(0, 15)}… in ${doc.file}): a frozen file is never edited; ${refreeze(doc, change.version, ctx)}.`,
        frozen.path,
      );
    }
  }
  const listed = new Set(doc.data.changes.map((c) => c.version));
  for (const [version, frozen] of doc.frozen) {
    if (!listed.has(version))
      report(
        'archive',
        `this file freezes version ${version}, which ${doc.file} does not list: add its entry, or delete the file if that version was never published.`,
        frozen.path,
      );
  }
}

/** The newest version's frozen text is what the page shows, and its header what the frontmatter says. */
function reviewNewest(doc: DocumentUnderReview, ctx: GateContext, report: Report) {
  const { data } = doc;
  const current = doc.frozen.get(data.version);
  if (!current) {
    report(
      'version',
      `version ${data.version} has no frozen text (${snapshotPath(doc.id, data.version)}): run npm run legal:archive and commit the file it writes.`,
    );
    return;
  }
  const frozen = snapshotVisible(current.snapshot.html);
  const difference = visibleDifference(frozen, doc.visible);
  if (difference) {
    const moved = changedFacts(frozen, doc.visible);
    const what = moved.length
      ? `the shared fact${moved.length > 1 ? 's' : ''} ${moved.join(', ')} (content/facts.yaml) changed what it says`
      : difference === 'ids'
        ? 'the section ids changed'
        : 'the visible text changed';
    report('version', `${what} since version ${data.version} was frozen in ${current.path}: ${refreeze(doc, data.version, ctx)}.`);
  }
  const header = { title: data.title, effectiveDate: isoDate(data.effectiveDate), lastUpdated: isoDate(data.lastUpdated) };
  for (const field of ['title', 'effectiveDate', 'lastUpdated'] as const) {
    if (header[field] !== current.snapshot[field]) {
      report(
        field,
        `${field} is "${header[field]}" but version ${data.version} was frozen with "${current.snapshot[field]}" (${current.path}): ${refreeze(doc, data.version, ctx)}.`,
      );
    }
  }
}

/** Frozen files of no document. */
export function reviewOrphans(docIds: ReadonlySet<string>, frozen: readonly FrozenFile[]): Finding[] {
  return frozen
    .filter((file) => !docIds.has(file.snapshot.id))
    .map((file) => ({
      file: file.path,
      field: 'archive',
      message: `frozen version of "${file.snapshot.id}", which has no document in content/legal: restore the document or delete the folder.`,
    }));
}

/** The findings as the gate prints them: grouped under each file, each once. */
export function formatFindings(findings: readonly Finding[]): string {
  const byFile = new Map<string, Set<string>>();
  for (const f of findings) {
    if (!byFile.has(f.file)) byFile.set(f.file, new Set());
    byFile.get(f.file)!.add(`  ${f.field}: ${f.message}`);
  }
  return [...byFile].map(([file, lines]) => `${file}\n${[...lines].join('\n')}`).join('\n');
}
