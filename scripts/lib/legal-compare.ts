/**
 * Compare one legal document between two versions of the site: what changed
 * in the source and what a visitor would see change (scripts/legal-diff.ts).
 * The rules of the change gate are in legal-archive-check.ts. Pure: no git,
 * no build.
 */
import { readFrontmatter as readYaml } from '../../src/lib/frontmatter.ts';
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
  const data = readYaml(source);
  if (!Object.keys(data).length) return {};
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
  const newest = (fm: Frontmatter) =>
    fm.changes?.[0] ? `${fm.changes[0].version} · ${fm.changes[0].date} · ${fm.changes[0].kind} · ${fm.changes[0].summary}` : '';
  if (newest(base) !== newest(head)) out.push({ field: 'changes[0]', before: newest(base), after: newest(head) });
  return out;
}

/** Compare a document between base and head (either side may be missing). */
export function compareDocument(id: string, base: DocSide | undefined, head: DocSide | undefined): DocReport {
  const file = `content/legal/${id}.mdx`;
  const empty: DocReport = {
    id,
    file,
    status: 'unchanged',
    wordsAdded: 0,
    wordsRemoved: 0,
    sections: [],
    anchorsAdded: [],
    anchorsRemoved: [],
    frontmatter: [],
  };
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
