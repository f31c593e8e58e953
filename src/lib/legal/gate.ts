/**
 * Every rule of the legal change gate (`npm run legal:check`; CONTENT.md, "How
 * a policy change is reviewed"), in one place. The gate is sound without any
 * history: the newest version of each document, as the working tree renders
 * it, is compared with its frozen text, and every frozen file with the digest
 * its change entry recorded, so an edit that no version records fails in a
 * shallow clone too. Given a base ref, it also knows which versions were
 * already published, so each message gives the one fix that fits: a published
 * version gets a new version; a version frozen in this change and not yet
 * merged is deleted and frozen again.
 *
 * Pure: scripts/legal/check.ts builds, reads and prints.
 */
import { addDays, dayStartOf, daysBetween, isoDate, parseIsoDate } from '../dates.ts';
import { MATERIAL_NOTICE_DAYS } from './kinds.ts';
import type { LegalFrontmatter } from './schema.ts';
import { digestOf, importsOf, snapshotPath, sourceDigest, snapshotVisible, visibleDifference, type FrozenFile } from './snapshot.ts';
import type { VisibleDocument } from './text.ts';
import { compareVersions, revisedEntry, shortenedVersions } from './versions.ts';

export interface Finding {
  level: 'error' | 'warning';
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
  source: string;
  data: LegalFrontmatter;
  /** The newest version as the working tree renders it. */
  visible: VisibleDocument;
  /** Its frozen files, by version. */
  frozen: ReadonlyMap<string, FrozenFile>;
}

/** What the base ref held, when the gate is given one. */
export interface BaseState {
  ref: string;
  /** Each document's frontmatter at the base, by id (a document that did not parse there is left out). */
  docs: ReadonlyMap<string, LegalFrontmatter>;
  /** Every frozen file at the base: path → exact text. */
  frozen: ReadonlyMap<string, string>;
}

export interface GateContext {
  /** The build's clock. */
  now: Date;
  base?: BaseState;
  /** Files changed since the base, when there is one. */
  changedFiles?: readonly string[];
}

/** "1.3" after "1.2"; "2.1" after "2.0". */
export function nextVersion(version: string): string {
  const parts = version.split('.').map(Number);
  parts[1] = (parts[1] ?? 0) + 1;
  return parts.slice(0, Math.max(2, parts.length)).join('.');
}

/** The effective date of each version: the frontmatter's for the newest, its frozen header's for the others. */
function effectiveOf(doc: DocumentUnderReview, version: string): Date | undefined {
  if (version === doc.data.version) return doc.data.effectiveDate;
  const frozen = doc.frozen.get(version);
  return frozen ? parseIsoDate(frozen.snapshot.effectiveDate) : undefined;
}

/**
 * The fix for a frozen version that no longer matches, by whether it was
 * published: with a base ref the gate knows; without one it gives both.
 */
function refreezeAdvice(doc: DocumentUnderReview, version: string, ctx: GateContext): string {
  const path = snapshotPath(doc.id, version);
  const republish = `publish a new version: raise version to ${nextVersion(doc.data.version)}, set lastUpdated, add its change entry, then run npm run legal:archive`;
  const refreeze = `delete ${path} and the digest line of version ${version} in ${doc.file}, then run npm run legal:archive to freeze it again`;
  if (ctx.base) {
    const published = ctx.base.docs.get(doc.id)?.changes.some((change) => change.version === version) ?? false;
    return published
      ? `version ${version} is published (it is at ${ctx.base.ref}), so its text is history: ${republish}.`
      : `version ${version} was frozen in this change and is not merged yet, so freeze it again: ${refreeze}.`;
  }
  return `if version ${version} is published, ${republish}; if it was frozen in this change and is not merged yet, ${refreeze}.`;
}

/** The rules for one document: its text, its versions, its frozen files and their digests. */
export function reviewDocument(doc: DocumentUnderReview, ctx: GateContext): Finding[] {
  const findings: Finding[] = [];
  const error = (file: string, field: string, message: string) => findings.push({ level: 'error', file, field, message });
  const warn = (file: string, field: string, message: string) => findings.push({ level: 'warning', file, field, message });
  const { data, file, id } = doc;
  if (data.draft) return findings;
  const version = data.version;

  // Ids must be unique within the page.
  const seen = new Set<string>();
  for (const anchor of doc.visible.ids) {
    if (seen.has(anchor))
      error(file, `#${anchor}`, `the id "${anchor}" appears more than once on the page: give each heading its own {#id}.`);
    seen.add(anchor);
  }

  // Notice. A material change is published at least MATERIAL_NOTICE_DAYS before it takes effect. A version that
  // revises a material one without a material change of its own (a correction of a version still in its notice
  // period) carries that version's changes and the notice they were given: it takes effect no earlier than the
  // version it revises, nor before that version's notice has run. Versions
  // already in force before today are history and are not judged again, unless the base shows them new.
  const startOfToday = dayStartOf(ctx.now);
  data.changes.forEach((change, index) => {
    const effective = effectiveOf(doc, change.version);
    if (!effective) return;
    const isNew = ctx.base ? !ctx.base.docs.get(id)?.changes.some((c) => c.version === change.version) : false;
    const settled = !isNew && effective.getTime() <= ctx.now.getTime() && change.date.getTime() < startOfToday.getTime();
    if (settled) return;
    const field = change.version === version ? 'effectiveDate' : 'changes';
    if (change.kind === 'material') {
      const notice = daysBetween(change.date, effective);
      if (notice < MATERIAL_NOTICE_DAYS) {
        const fix =
          change.version === version
            ? `set effectiveDate to ${isoDate(addDays(change.date, MATERIAL_NOTICE_DAYS))} or later`
            : `it is frozen that way in ${snapshotPath(id, change.version)}`;
        error(
          file,
          field,
          `version ${change.version} is a material change, which needs at least ${MATERIAL_NOTICE_DAYS} days' notice, but it takes effect ${notice} day(s) after it was published on ${isoDate(change.date)}: ${fix}.`,
        );
      }
      return;
    }
    // A revision of a material version carries its changes, and with them the notice they need.
    const revised = revisedEntry(data.changes, index);
    const revisedEffective = revised && effectiveOf(doc, revised.version);
    if (revised?.kind !== 'material' || !revisedEffective) return;
    const earliest = new Date(Math.max(revisedEffective.getTime(), addDays(revised.date, MATERIAL_NOTICE_DAYS).getTime()));
    if (effective.getTime() < earliest.getTime()) {
      error(
        file,
        field,
        `version ${change.version} revises version ${revised.version}, a material change (published ${isoDate(revised.date)}, effective ${isoDate(revisedEffective)}), and carries its changes, so it takes effect no earlier than ${isoDate(earliest)}: the later of that version's effective date and ${MATERIAL_NOTICE_DAYS} days after it was published. Set effectiveDate to ${isoDate(earliest)} or later; or, if it does not carry those changes, say which version it revises (revises:).`,
      );
    }
  });

  // Versions and dates only go forward (against the base, when there is one).
  const before = ctx.base?.docs.get(id);
  if (before) {
    if (compareVersions(version, before.version) < 0) {
      error(file, 'version', `version went backwards from ${before.version} to ${version}: versions only go up.`);
    }
    for (const field of ['effectiveDate', 'lastUpdated'] as const) {
      if (data[field].getTime() < before[field].getTime()) {
        error(file, field, `${field} went back from ${isoDate(before[field])} to ${isoDate(data[field])}: dates only move forward.`);
      }
    }
  }

  // Every frozen file still holds what was frozen: the digest its change entry recorded.
  const digestOk = new Map<string, boolean>();
  for (const change of data.changes) {
    const frozen = doc.frozen.get(change.version);
    if (!frozen) continue;
    const actual = digestOf(frozen.text);
    if (!change.digest) {
      if (change.version === version) {
        error(
          file,
          `changes[${change.version}].digest`,
          `version ${version} is frozen in ${frozen.path} but its digest is not recorded: run npm run legal:archive, which records it.`,
        );
      } else {
        error(
          file,
          `changes[${change.version}].digest`,
          `version ${change.version} has no digest: every frozen version records the digest of its file, so an edit to it is caught. Restore the line from the history.`,
        );
      }
      digestOk.set(change.version, false);
    } else if (change.digest !== actual) {
      const restore = `Restore it${ctx.base?.frozen.has(frozen.path) ? ` (git checkout ${ctx.base.ref} -- ${frozen.path})` : ' from the history'}`;
      error(
        frozen.path,
        'archive',
        `this frozen file is not the one version ${change.version} recorded (${doc.file} records ${change.digest.slice(0, 15)}…, the file is ${actual.slice(0, 15)}…): a frozen version is never edited. ${
          change.version === version
            ? `${restore}; to change the text, ${refreezeAdvice(doc, change.version, ctx)}`
            : `${restore}: only a new version can change what a published one said.`
        }`,
      );
      digestOk.set(change.version, false);
    } else {
      digestOk.set(change.version, true);
    }
  }

  // The newest version's frozen text is what the site shows for it now.
  const current = doc.frozen.get(version);
  if (!current) {
    error(
      file,
      'version',
      `version ${version} has no frozen text (${snapshotPath(id, version)}): run npm run legal:archive and commit the file it writes.`,
    );
  } else if (digestOk.get(version) !== false) {
    const frozen = current.snapshot;
    const difference = visibleDifference(snapshotVisible(frozen.html), doc.visible);
    if (difference) {
      const renderOnly = frozen.sourceSha256 !== undefined && frozen.sourceSha256 === sourceDigest(doc.source);
      const what = difference === 'ids' ? 'the section ids on the page changed' : 'the visible text changed';
      let why = '';
      if (renderOnly) {
        const imports = importsOf(doc.source);
        const changed = (ctx.changedFiles ?? []).filter(
          (f) => f.startsWith('src/') || f === 'astro.config.mjs' || f === 'package-lock.json',
        );
        why = ` through a shared module or component, not this file (it imports ${imports.join(', ') || 'nothing'}${changed.length ? `; changed since the base: ${changed.join(', ')}` : ''})`;
      }
      error(
        file,
        'version',
        `${what}${why} since version ${version} was frozen in ${current.path}, but version is still ${version}: ${refreezeAdvice(doc, version, ctx)}`,
      );
    }
    const header = { title: data.title, effectiveDate: isoDate(data.effectiveDate), lastUpdated: isoDate(data.lastUpdated) };
    for (const field of ['title', 'effectiveDate', 'lastUpdated'] as const) {
      if (header[field] !== frozen[field]) {
        error(
          file,
          field,
          `${field} is "${header[field]}" but version ${version} was frozen with "${frozen[field]}" (${current.path}), and the header is part of a version: ${refreezeAdvice(doc, version, ctx)}`,
        );
      }
    }
  }

  // Every published version keeps its frozen text, and the archive holds only published versions.
  for (const change of data.changes) {
    if (change.version === version || doc.frozen.has(change.version)) continue;
    error(
      file,
      'changes',
      `version ${change.version} is listed as published but has no frozen text (${snapshotPath(id, change.version)}): restore the file from the history; it cannot be rebuilt from today's sources.`,
    );
  }
  const listed = new Set(data.changes.map((c) => c.version));
  for (const [v, frozen] of doc.frozen) {
    if (!listed.has(v)) {
      error(
        frozen.path,
        'archive',
        `this file freezes version ${v}, which the change list of ${file} does not have: add its entry, or delete the file if that version was never published.`,
      );
    }
  }

  // Every section id a published version had still lands somewhere (kept, or as an alias anchor).
  const ids = new Set(doc.visible.ids);
  const aliases = data.aliases ?? {};
  const gone = new Map<string, string>();
  for (const [v, frozen] of doc.frozen) {
    for (const anchor of snapshotVisible(frozen.snapshot.html).ids) {
      if (!ids.has(anchor) && !(aliases[anchor] && ids.has(aliases[anchor])) && !gone.has(anchor)) gone.set(anchor, v);
    }
  }
  for (const [anchor, v] of gone) {
    error(
      file,
      `#${anchor}`,
      `the section id "${anchor}" was published (version ${v}) and is gone: keep it, or map it to its successor under aliases (${anchor}: new-id).`,
    );
  }

  // A new version that reads like the one before it is probably a bump without its edit.
  const previous = data.changes[1] && doc.frozen.get(data.changes[1].version);
  if (current && previous && !visibleDifference(snapshotVisible(previous.snapshot.html), snapshotVisible(current.snapshot.html))) {
    warn(
      file,
      'version',
      `version ${version} reads exactly like version ${data.changes[1].version}: is a wording change missing, or should the bump be dropped?`,
    );
  }

  // A version published while an earlier one is still upcoming cuts that one short.
  const dated = data.changes.flatMap((change) => {
    const effective = effectiveOf(doc, change.version);
    return effective ? [{ version: change.version, published: change.date, effective }] : [];
  });
  for (const message of shortenedVersions(dated, ctx.now)) warn(file, 'effectiveDate', message);

  return findings;
}

/**
 * The rules over the archive as a whole: frozen files of no document, and,
 * against a base ref, frozen files deleted since, or edited where no digest
 * was recorded to catch it (`digested`: the paths whose digest reviewDocument
 * checked).
 */
export function reviewArchive(
  docIds: ReadonlySet<string>,
  frozen: readonly FrozenFile[],
  digested: ReadonlySet<string>,
  ctx: GateContext,
): Finding[] {
  const findings: Finding[] = [];
  for (const file of frozen) {
    const owner = file.snapshot.id;
    if (!docIds.has(owner)) {
      findings.push({
        level: 'warning',
        file: file.path,
        field: 'archive',
        message: `frozen version of "${owner}", which has no document in content/legal.`,
      });
    }
  }
  if (ctx.base) {
    const now = new Map(frozen.map((file) => [file.path, file.text]));
    for (const [path, text] of ctx.base.frozen) {
      if (!now.has(path)) {
        findings.push({
          level: 'error',
          file: path,
          field: 'archive',
          message: `this frozen version exists at ${ctx.base.ref} and was deleted: archived versions are never removed; restore it (git checkout ${ctx.base.ref} -- ${path}).`,
        });
      } else if (now.get(path) !== text && !digested.has(path)) {
        findings.push({
          level: 'error',
          file: path,
          field: 'archive',
          message: `this frozen version differs from ${ctx.base.ref}: archived versions are never edited; restore it (git checkout ${ctx.base.ref} -- ${path}) and publish a new version instead.`,
        });
      }
    }
  }
  return findings;
}

/** The findings as the gate prints them, one a line. */
export function formatFindings(findings: readonly Finding[]): string {
  return findings.map((f) => `${f.level}: ${f.file}: ${f.field}: ${f.message}`).join('\n');
}
