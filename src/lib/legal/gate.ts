/**
 * Every rule of the legal change gate (`npm run legal:check`; CONTENT.md, "How
 * a policy change is reviewed") for one document, pure. Without a base it
 * checks what the repository alone proves: each frozen file against the digest
 * its change entry records, the newest frozen text against the page, the
 * notice each version needs (./notice.ts). Against a base (the pull-request
 * check) a version that exists there is history: any change to its frozen
 * file or recorded digest fails, whatever the digests say now, and only a
 * version frozen in this change may be frozen again.
 */
import { isoDate } from '../dates.ts';
import { digestOf, snapshotPath, snapshotVisible, visibleDifference, type FrozenFile } from './archive.ts';
import { reviewNotice } from './notice.ts';
import type { LegalFrontmatter } from './schema.ts';
import { changedFacts, type VisibleDocument } from './text.ts';

export interface Finding {
  file: string;
  field: string;
  message: string;
}

/** A document as the working tree has it: `visible` is its newest version as rendered. */
export interface DocumentUnderReview {
  id: string;
  file: string;
  data: LegalFrontmatter;
  visible: VisibleDocument;
  frozen: ReadonlyMap<string, FrozenFile>;
}

/** A document at the base, read from its raw frontmatter (not through today's schema, so any base is still history). */
export type BaseDoc = { source: string; version: string; changes: readonly { version: string; digest?: string }[] };

/** What the base ref held; `frozen` maps each frozen file's path to its exact text. */
export interface BaseState {
  ref: string;
  docs: ReadonlyMap<string, BaseDoc>;
  frozen: ReadonlyMap<string, string>;
}

export interface GateContext {
  now: Date;
  base?: BaseState;
  favors: (name: string) => string | undefined;
}

export type Report = (field: string, message: string, file?: string) => void;

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

/** Every section id a frozen version had still lands: links to it were published. */
function reviewIds(doc: DocumentUnderReview, report: Report) {
  const ids = new Set(doc.visible.ids);
  const gone = new Map<string, string>();
  for (const [version, frozen] of doc.frozen) {
    for (const id of snapshotVisible(frozen.snapshot.html).ids) if (!ids.has(id) && !gone.has(id)) gone.set(id, version);
  }
  for (const [id, version] of gone) {
    report(`#${id}`, `the section id "${id}" was published (version ${version}) and is gone: keep the heading's {#${id}}.`);
  }
}

/** Against the base: what a version that exists there recorded is history, byte for byte (so versions only go up). */
function reviewHistory(doc: DocumentUnderReview, base: BaseState, report: Report) {
  const before = base.docs.get(doc.id);
  const restore = (path: string) =>
    `restore it (git checkout ${base.ref} -- ${path}); only a new version can change what a published one says`;
  for (const change of before?.changes ?? []) {
    const path = snapshotPath(doc.id, change.version);
    const was = base.frozen.get(path);
    const now = doc.frozen.get(change.version);
    const entry = doc.data.changes.find((c) => c.version === change.version);
    const at = `version ${change.version} exists at ${base.ref}`;
    if (was !== undefined && now?.text !== was) {
      report('archive', `${at} and its frozen file was ${now ? 'changed' : 'deleted'}: ${restore(path)}.`, path);
    }
    if (!entry) report('changes', `${at} and its change entry was removed: put it back.`);
    else if (change.digest && entry.digest !== change.digest) {
      report(
        `changes[${change.version}].digest`,
        `${at} and its recorded digest was changed: ${restore(path)}, and its digest line with it.`,
      );
    }
  }
}

/** The fix for a frozen file that does not match: freeze again only a version frozen in this change. */
function refreeze(doc: DocumentUnderReview, version: string, ctx: GateContext): string {
  const isNew = ctx.base && !ctx.base.docs.get(doc.id)?.changes.some((c) => c.version === version);
  if (isNew) {
    return `version ${version} was frozen in this change, so freeze it again: delete ${snapshotPath(doc.id, version)} and its digest line, then run npm run legal:archive`;
  }
  const [major, minor = 0] = doc.data.version.split('.').map(Number);
  return `publish a new version instead: raise version to ${major}.${minor + 1}, set its dates and change entry, then run npm run legal:archive`;
}

/** Every frozen file matches the digest its entry records, and every listed version has its file. */
function reviewDigests(doc: DocumentUnderReview, ctx: GateContext, report: Report) {
  for (const change of doc.data.changes) {
    const frozen = doc.frozen.get(change.version);
    const path = snapshotPath(doc.id, change.version);
    if (!frozen) {
      if (change.version !== doc.data.version)
        report('changes', `version ${change.version} is listed but has no frozen text (${path}): restore the file from the history.`);
    } else if (!change.digest) {
      report(`changes[${change.version}].digest`, `version ${change.version} is frozen without its digest: run npm run legal:archive.`);
    } else if (change.digest !== digestOf(frozen.text)) {
      const message = `this file is not the one version ${change.version} recorded (${change.digest.slice(0, 15)}… in ${doc.file}): a frozen file is never edited; ${refreeze(doc, change.version, ctx)}.`;
      report('archive', message, path);
    }
  }
}

/** The newest version's frozen text is what the page shows, and its header what the frontmatter says. */
function reviewNewest(doc: DocumentUnderReview, ctx: GateContext, report: Report) {
  const { data } = doc;
  const current = doc.frozen.get(data.version);
  if (!current) {
    const path = snapshotPath(doc.id, data.version);
    report('version', `version ${data.version} has no frozen text (${path}): run npm run legal:archive and commit the file it writes.`);
    return;
  }
  const fix = refreeze(doc, data.version, ctx);
  const frozen = snapshotVisible(current.snapshot.html);
  const difference = visibleDifference(frozen, doc.visible);
  if (difference) {
    const moved = changedFacts(frozen, doc.visible);
    const what = moved.length
      ? `the shared fact${moved.length > 1 ? 's' : ''} ${moved.join(', ')} (content/facts.yaml) changed what it says`
      : `the ${difference === 'ids' ? 'section ids' : 'visible text'} changed`;
    report('version', `${what} since version ${data.version} was frozen in ${current.path}: ${fix}.`);
  }
  const header = { title: data.title, effectiveDate: isoDate(data.effectiveDate), lastUpdated: isoDate(data.lastUpdated) };
  for (const field of ['title', 'effectiveDate', 'lastUpdated'] as const) {
    if (header[field] !== current.snapshot[field]) {
      report(field, `${field} is "${header[field]}" but version ${data.version} was frozen with "${current.snapshot[field]}": ${fix}.`);
    }
  }
}

/** The findings as the gate prints them: grouped under each file, each once. */
export function formatFindings(findings: readonly Finding[]): string {
  const byFile = new Map<string, Set<string>>();
  for (const f of findings) byFile.set(f.file, (byFile.get(f.file) ?? new Set()).add(`  ${f.field}: ${f.message}`));
  return [...byFile].map(([file, lines]) => `${file}\n${[...lines].join('\n')}`).join('\n');
}
