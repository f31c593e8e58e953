/**
 * Compare one legal document between two versions of the site: what changed
 * in the source, what a visitor would see change, and whether the change
 * follows the policy rules (scripts/legal-check.ts). Pure: no git, no build.
 */
import { parse as parseYaml } from 'yaml';
import type { Op } from '../../src/lib/text-diff.ts';
import { flatText, type VisibleDocument } from '../../src/lib/legal-text.ts';
import { redline, redlineCounts } from '../../src/lib/legal-redline.ts';

export interface ChangeEntry {
  version: string;
  date: string;
  kind: string;
  summary: string;
}

export interface Frontmatter {
  version?: string;
  effectiveDate?: string;
  lastUpdated?: string;
  changes?: ChangeEntry[];
  aliases?: Record<string, string>;
  [key: string]: unknown;
}

/** One side of the comparison for one document. */
export interface DocSide {
  source: string;
  /** The built page ("" when the document has no page, e.g. a draft, or the ref did not build). */
  html?: string;
  frontmatter: Frontmatter;
  visible: VisibleDocument;
}

export type Status = 'unchanged' | 'source-only' | 'render-only' | 'visible' | 'added' | 'removed';

export interface BlockChange {
  kind: 'add' | 'del' | 'edit';
  tag: string;
  before?: string;
  after?: string;
  words?: Op<string>[];
}

export interface SectionChange {
  id: string;
  title: string;
  kind: 'added' | 'removed' | 'changed';
  /** Present when the section was matched through an alias. */
  renamedFrom?: string;
  blocks: BlockChange[];
}

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

export interface DocReport {
  id: string;
  file: string;
  status: Status;
  wordsAdded: number;
  wordsRemoved: number;
  sections: SectionChange[];
  anchorsAdded: string[];
  anchorsRemoved: string[];
  frontmatter: FieldChange[];
}

/** Read the YAML frontmatter of an MDX source; dates stay as "YYYY-MM-DD" strings. */
export function readFrontmatter(source: string): Frontmatter {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  if (!match) return {};
  const data = (parseYaml(match[1], { schema: 'core' }) ?? {}) as Record<string, unknown>;
  const asDate = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : v === undefined ? undefined : String(v));
  const changes = Array.isArray(data.changes)
    ? (data.changes as Record<string, unknown>[]).map((c) => ({
        version: String(c.version ?? ''),
        date: asDate(c.date) ?? '',
        kind: String(c.kind ?? ''),
        summary: String(c.summary ?? ''),
      }))
    : undefined;
  return {
    ...data,
    version: data.version === undefined ? undefined : String(data.version),
    effectiveDate: asDate(data.effectiveDate),
    lastUpdated: asDate(data.lastUpdated),
    changes,
    aliases: (data.aliases as Record<string, string> | undefined) ?? undefined,
  };
}

function frontmatterChanges(base: Frontmatter, head: Frontmatter): FieldChange[] {
  const out: FieldChange[] = [];
  for (const field of ['version', 'effectiveDate', 'lastUpdated'] as const) {
    if ((base[field] ?? '') !== (head[field] ?? '')) out.push({ field, before: base[field] ?? '', after: head[field] ?? '' });
  }
  const newest = (fm: Frontmatter) => (fm.changes?.[0] ? `${fm.changes[0].version} · ${fm.changes[0].date} · ${fm.changes[0].kind} · ${fm.changes[0].summary}` : '');
  if (newest(base) !== newest(head)) out.push({ field: 'changes[0]', before: newest(base), after: newest(head) });
  return out;
}

/** Compare a document between base and head (either side may be missing). */
export function compareDocument(id: string, base: DocSide | undefined, head: DocSide | undefined): DocReport {
  const file = `content/legal/${id}.mdx`;
  const empty: DocReport = { id, file, status: 'unchanged', wordsAdded: 0, wordsRemoved: 0, sections: [], anchorsAdded: [], anchorsRemoved: [], frontmatter: [] };
  if (!base && !head) return empty;
  if (!base || !head) {
    const side = (head ?? base)!;
    const sections: SectionChange[] = side.visible.sections.map((s) => ({
      id: s.id,
      title: s.title,
      kind: head ? 'added' : 'removed',
      blocks: s.blocks.map((b) => (head ? { kind: 'add', tag: b.tag, after: b.text } : { kind: 'del', tag: b.tag, before: b.text })),
    }));
    const { added, removed } = redlineCounts(sections);
    return {
      ...empty,
      status: head ? 'added' : 'removed',
      sections,
      wordsAdded: added,
      wordsRemoved: removed,
      anchorsAdded: head ? [...new Set(head.visible.ids)] : [],
      anchorsRemoved: base && !head ? [...new Set(base.visible.ids)] : [],
    };
  }

  const aliases = head.frontmatter.aliases ?? {};
  const sections: SectionChange[] = redline(base.visible, head.visible, aliases)
    .filter((section) => section.status !== 'same')
    .map((section) => ({
      id: section.id,
      title: section.title,
      kind: section.status as SectionChange['kind'],
      ...(section.renamedFrom ? { renamedFrom: section.renamedFrom.id } : {}),
      blocks: section.blocks.filter((b) => b.kind !== 'same') as BlockChange[],
    }));

  const headIds = new Set(head.visible.ids);
  const baseIds = new Set(base.visible.ids);
  const anchorsRemoved = [...baseIds].filter((aid) => !headIds.has(aid) && !(aliases[aid] && headIds.has(aliases[aid])));
  const anchorsAdded = [...headIds].filter((aid) => !baseIds.has(aid));

  const sourceChanged = base.source !== head.source;
  const visibleChanged = flatText(base.visible) !== flatText(head.visible);
  const status: Status = visibleChanged ? (sourceChanged ? 'visible' : 'render-only') : sourceChanged ? 'source-only' : 'unchanged';
  const { added, removed } = redlineCounts(sections);
  return {
    id,
    file,
    status,
    wordsAdded: added,
    wordsRemoved: removed,
    sections: visibleChanged ? sections : [],
    anchorsAdded,
    anchorsRemoved,
    frontmatter: frontmatterChanges(base.frontmatter, head.frontmatter),
  };
}

export interface Finding {
  level: 'error' | 'warning';
  file: string;
  field: string;
  message: string;
}

/** -1, 0 or 1 for dotted versions like "1.10" vs "1.9". */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

const DAY = 86_400_000;
const days = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);
export { MATERIAL_NOTICE_DAYS } from '../../src/lib/legal-kinds.ts';
import { MATERIAL_NOTICE_DAYS } from '../../src/lib/legal-kinds.ts';

/**
 * The policy rules of the change gate for one document. With `baseRendered`
 * false (the base could not be built), the rules that compare visible text and
 * published anchors are skipped; the others still apply.
 */
export function checkDocument(report: DocReport, base: DocSide | undefined, head: DocSide | undefined, baseRendered = true): Finding[] {
  const findings: Finding[] = [];
  const { file } = report;
  const error = (field: string, message: string) => findings.push({ level: 'error', file, field, message });
  const warn = (field: string, message: string) => findings.push({ level: 'warning', file, field, message });
  if (!head) return findings;
  const h = head.frontmatter;

  // Ids must be unique within the page.
  const seen = new Set<string>();
  for (const aid of head.visible.ids) {
    if (seen.has(aid)) error(`#${aid}`, `the id "${aid}" appears more than once on the page: give each heading its own {#id}.`);
    seen.add(aid);
  }

  // Notice applies to a change of a published document; a first publication has no one to notify.
  const newest = h.changes?.[0];
  if (base && newest?.kind === 'material' && h.effectiveDate && h.lastUpdated && base.frontmatter.changes?.[0]?.version !== newest.version) {
    const notice = days(h.lastUpdated, h.effectiveDate);
    if (notice < MATERIAL_NOTICE_DAYS) {
      error('effectiveDate', `a material change needs at least ${MATERIAL_NOTICE_DAYS} days' notice, but effectiveDate ${h.effectiveDate} is ${notice} day(s) after lastUpdated ${h.lastUpdated}: set effectiveDate to ${new Date(Date.parse(`${h.lastUpdated}T00:00:00Z`) + MATERIAL_NOTICE_DAYS * DAY).toISOString().slice(0, 10)} or later.`);
    }
  }
  if (!base) return findings;
  const b = base.frontmatter;

  if (b.version && h.version && compareVersions(h.version, b.version) < 0) {
    error('version', `version went backwards from ${b.version} to ${h.version}: versions only go up.`);
  }
  for (const field of ['effectiveDate', 'lastUpdated'] as const) {
    if (b[field] && h[field] && h[field]! < b[field]!) error(field, `${field} went back from ${b[field]} to ${h[field]}: dates only move forward.`);
  }

  if (!baseRendered) return findings;
  const visible = report.status === 'visible' || report.status === 'render-only';
  const bumped = {
    version: (b.version ?? '') !== (h.version ?? ''),
    lastUpdated: (b.lastUpdated ?? '') !== (h.lastUpdated ?? ''),
    newest: JSON.stringify(b.changes?.[0] ?? null) !== JSON.stringify(h.changes?.[0] ?? null),
  };
  if (visible) {
    const why = report.status === 'render-only' ? ' (the text changed through a shared module or component, not this file)' : '';
    if (!bumped.version) error('version', `the visible text changed${why} but version is still ${h.version}: raise it (e.g. ${bumpMinor(h.version ?? '1.0')}).`);
    if (!bumped.lastUpdated) error('lastUpdated', `the visible text changed${why} but lastUpdated is still ${h.lastUpdated}: set it to the date of this change.`);
    if (!bumped.newest) error('changes', `the visible text changed${why} but there is no new entry at the top of changes: add { version, date, kind, summary } for this change.`);
  } else if (bumped.version || bumped.lastUpdated || bumped.newest) {
    warn('version', 'version, dates or the change list changed, but a visitor sees no change in the text: is a wording change missing, or should the bump be dropped?');
  }

  for (const aid of report.anchorsRemoved) {
    error(`#${aid}`, `the section id "${aid}" was published and is gone: keep it, or map it to its successor under aliases (${aid}: new-id).`);
  }
  return findings;
}

function bumpMinor(version: string): string {
  const parts = version.split('.').map(Number);
  parts[1] = (parts[1] ?? 0) + 1;
  return parts.slice(0, Math.max(2, parts.length)).join('.');
}
