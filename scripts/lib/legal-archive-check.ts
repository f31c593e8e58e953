/**
 * The rules of `legal:check` that need no history: the site as built now is
 * compared with the archive of frozen versions (content/legal/versions), so
 * a visible change without a new version fails in a shallow clone and in a
 * submission of any number of commits. Pure: the caller builds and reads.
 */
import { snapshotVisible, snapshotPath, visibleDifference } from '../../src/lib/legal-archive.ts';
import { MATERIAL_NOTICE_DAYS } from '../../src/lib/legal-kinds.ts';
import { compareVersions, type DocSide, type Finding, type Frontmatter } from './legal-compare.ts';
import { importsOf, sha256, type ArchivedVersion } from './legal-snapshots.ts';

export interface ArchiveCheck {
  id: string;
  /** The document as the working tree renders it. */
  head: DocSide;
  /** Its archived versions, by version. */
  versions: Map<string, ArchivedVersion>;
  /** Its frontmatter at the base ref, when a base was given and had the document. */
  base?: Frontmatter;
  /** Files changed since the base ref, when a base was given. */
  changedFiles?: string[];
}

const DAY = 86_400_000;
const days = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

function bumpMinor(version: string): string {
  const parts = version.split('.').map(Number);
  parts[1] = (parts[1] ?? 0) + 1;
  return parts.slice(0, Math.max(2, parts.length)).join('.');
}

export function checkAgainstArchive({ id, head, versions, base, changedFiles }: ArchiveCheck): Finding[] {
  const file = `content/legal/${id}.mdx`;
  const findings: Finding[] = [];
  const error = (field: string, message: string) => findings.push({ level: 'error', file, field, message });
  const warn = (field: string, message: string) => findings.push({ level: 'warning', file, field, message });
  const fm = head.frontmatter;
  if (fm.draft === true) return findings;
  const version = fm.version ?? '';
  const changes = fm.changes ?? [];

  // Ids must be unique within the page.
  const seen = new Set<string>();
  for (const aid of head.visible.ids) {
    if (seen.has(aid)) error(`#${aid}`, `the id "${aid}" appears more than once on the page: give each heading its own {#id}.`);
    seen.add(aid);
  }

  // A material change is published at least MATERIAL_NOTICE_DAYS before it takes effect.
  const newest = changes[0];
  if (newest?.kind === 'material' && fm.effectiveDate && fm.lastUpdated) {
    const notice = days(fm.lastUpdated, fm.effectiveDate);
    if (notice < MATERIAL_NOTICE_DAYS) {
      error(
        'effectiveDate',
        `a material change needs at least ${MATERIAL_NOTICE_DAYS} days' notice, but effectiveDate ${fm.effectiveDate} is ${notice} day(s) after lastUpdated ${fm.lastUpdated}: set effectiveDate to ${addDays(fm.lastUpdated, MATERIAL_NOTICE_DAYS)} or later.`,
      );
    }
  }

  // Versions and dates only go forward (against the base, when there is one).
  if (base) {
    if (base.version && version && compareVersions(version, base.version) < 0) {
      error('version', `version went backwards from ${base.version} to ${version}: versions only go up.`);
    }
    for (const field of ['effectiveDate', 'lastUpdated'] as const) {
      if (base[field] && fm[field] && fm[field]! < base[field]!)
        error(field, `${field} went back from ${base[field]} to ${fm[field]}: dates only move forward.`);
    }
  }

  // The current version's frozen text must be what the site shows now.
  const current = versions.get(version);
  if (!current) {
    error(
      'version',
      `version ${version} has no frozen text (${snapshotPath(id, version)}): run npm run legal:archive and commit the file it writes.`,
    );
  } else {
    const frozen = current.snapshot;
    const difference = visibleDifference(snapshotVisible(frozen.html), head.visible);
    if (difference) {
      const renderOnly = frozen.sourceSha256 !== undefined && frozen.sourceSha256 === sha256(head.source);
      const what = difference === 'ids' ? 'the section ids on the page changed' : 'the visible text changed';
      let why = '';
      if (renderOnly) {
        const imports = importsOf(head.source);
        const changed = (changedFiles ?? []).filter((f) => f.startsWith('src/') || f === 'astro.config.mjs' || f === 'package-lock.json');
        why = ` through a shared module or component, not this file (it imports ${imports.join(', ') || 'nothing'}${changed.length ? `; changed since the base: ${changed.join(', ')}` : ''})`;
      }
      error(
        'version',
        `${what}${why} since version ${version} was frozen in ${current.path}, but version is still ${version}: raise it (e.g. ${bumpMinor(version)}), set lastUpdated, add a change entry, then run npm run legal:archive. (If ${version} was never published, delete ${current.path} and run npm run legal:archive again.)`,
      );
    }
    for (const field of ['title', 'effectiveDate', 'lastUpdated'] as const) {
      if ((fm[field] ?? '') !== frozen[field]) {
        error(
          field,
          `${field} is "${fm[field] ?? ''}" but version ${version} was frozen with "${frozen[field]}" (${current.path}): a change to what the header says is a new version.`,
        );
      }
    }
  }

  // Every published version keeps its frozen text, and the archive holds only published versions.
  for (const change of changes.slice(1)) {
    if (!versions.has(change.version)) {
      error(
        'changes',
        `version ${change.version} is listed as published but has no frozen text (${snapshotPath(id, change.version)}): restore the file from the history; it cannot be rebuilt from today's sources.`,
      );
    }
  }
  const listed = new Set(changes.map((c) => c.version));
  for (const [v, archived] of versions) {
    if (!listed.has(v))
      error(
        'changes',
        `${archived.path} freezes version ${v}, which the change list does not have: add its entry, or delete the file if that version was never published.`,
      );
  }

  // Every section id a published version had still lands somewhere (kept, or as an alias anchor).
  const headIds = new Set(head.visible.ids);
  const aliases = fm.aliases ?? {};
  const gone = new Map<string, string>();
  for (const [v, archived] of versions) {
    for (const aid of snapshotVisible(archived.snapshot.html).ids) {
      if (!headIds.has(aid) && !(aliases[aid] && headIds.has(aliases[aid])) && !gone.has(aid)) gone.set(aid, v);
    }
  }
  for (const [aid, v] of gone) {
    error(
      `#${aid}`,
      `the section id "${aid}" was published (version ${v}) and is gone: keep it, or map it to its successor under aliases (${aid}: new-id).`,
    );
  }

  // A new version that reads like the one before it is probably a bump without its edit.
  const previous = changes[1] && versions.get(changes[1].version);
  if (current && previous && !visibleDifference(snapshotVisible(previous.snapshot.html), snapshotVisible(current.snapshot.html))) {
    warn(
      'version',
      `version ${version} reads exactly like version ${changes[1].version}: is a wording change missing, or should the bump be dropped?`,
    );
  }
  return findings;
}
