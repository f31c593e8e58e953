/**
 * Compare one legal document between two versions of the site: what changed
 * in its source and what a visitor would see change (`npm run legal:diff`).
 * The sections and blocks are the redline's own (./redline.ts), the
 * frontmatter is the schema's (./schema.ts). Pure: no git, no build.
 */
import { isoDate } from '../dates.ts';
import { type RedlineSection, redline, redlineCounts } from './redline.ts';
import type { LegalChange, LegalFrontmatter } from './schema.ts';
import { flatText, type VisibleDocument } from './text.ts';
import { changedFacts } from './gate.ts';

/** One side of the comparison for one document. */
export interface DocSide {
  source: string;
  /** The frontmatter as the schema reads it; undefined when it does not parse (the build names the field). */
  data?: LegalFrontmatter;
  /** What a visitor reads of the newest version (empty when the side has no page: a draft, or a ref that did not build). */
  visible: VisibleDocument;
}

export type Status = 'unchanged' | 'source-only' | 'render-only' | 'visible' | 'added' | 'removed';

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/** A redline of the document's newest text against another text. */
export interface Comparison {
  wordsAdded: number;
  wordsRemoved: number;
  /** The sections that changed, with their changed blocks only. */
  sections: RedlineSection[];
}

export interface DocReport extends Comparison {
  id: string;
  file: string;
  status: Status;
  anchorsAdded: string[];
  anchorsRemoved: string[];
  /** The shared facts (content/facts.yaml) the document states differently: the cause of a render-only change. */
  facts: string[];
  /** Version, dates and change entries that differ, by version (an entry added, removed or edited). */
  frontmatter: FieldChange[];
  /**
   * When the version in force today is neither side's newest (a new version
   * published while an earlier one is still upcoming), the newest text against
   * the version in force: what a visitor bound today will see change.
   */
  fromInForce?: Comparison & { version: string };
}

/** The changed sections of a redline, each with its changed blocks only. */
export function changesOnly(sections: readonly RedlineSection[]): RedlineSection[] {
  return sections
    .filter((section) => section.status !== 'same')
    .map((section) => ({ ...section, blocks: section.blocks.filter((b) => b.kind !== 'same') }));
}

/** The redline of `after` against `before`, changes only, with its word counts. */
export function compareTexts(before: VisibleDocument, after: VisibleDocument, aliases: Record<string, string> = {}): Comparison {
  const sections = changesOnly(redline(before, after, aliases));
  const { added, removed } = redlineCounts(sections);
  return { wordsAdded: added, wordsRemoved: removed, sections };
}

const entryLine = (change: LegalChange) =>
  `${change.version} · ${isoDate(change.date)} · ${change.kind ?? 'kind derived'} · ${change.summary}`;

/** What changed in the frontmatter a reviewer reads: version, dates, and the change list entry by entry. */
export function frontmatterChanges(base: LegalFrontmatter | undefined, head: LegalFrontmatter | undefined): FieldChange[] {
  const out: FieldChange[] = [];
  const text = {
    version: (fm?: LegalFrontmatter) => fm?.version ?? '',
    effectiveDate: (fm?: LegalFrontmatter) => (fm ? isoDate(fm.effectiveDate) : ''),
    lastUpdated: (fm?: LegalFrontmatter) => (fm ? isoDate(fm.lastUpdated) : ''),
  };
  for (const field of ['version', 'effectiveDate', 'lastUpdated'] as const) {
    if (text[field](base) !== text[field](head)) out.push({ field, before: text[field](base), after: text[field](head) });
  }
  const before = new Map((base?.changes ?? []).map((change) => [change.version, entryLine(change)]));
  const after = new Map((head?.changes ?? []).map((change) => [change.version, entryLine(change)]));
  for (const [version, line] of after) {
    if (!before.has(version)) out.push({ field: `changes[${version}]`, before: '', after: line });
    else if (before.get(version) !== line) out.push({ field: `changes[${version}]`, before: before.get(version)!, after: line });
  }
  for (const [version, line] of before) if (!after.has(version)) out.push({ field: `changes[${version}]`, before: line, after: '' });
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
    facts: [],
    frontmatter: frontmatterChanges(base?.data, head?.data),
  };
  if (!base && !head) return empty;
  if (!base || !head) {
    const none: VisibleDocument = { sections: [], ids: [], links: [], facts: [] };
    const comparison = head ? compareTexts(none, head.visible) : compareTexts(base!.visible, none);
    return {
      ...empty,
      ...comparison,
      status: head ? 'added' : 'removed',
      anchorsAdded: head ? [...new Set(head.visible.ids)] : [],
      anchorsRemoved: base && !head ? [...new Set(base.visible.ids)] : [],
    };
  }

  const aliases = head.data?.aliases ?? {};
  const headIds = new Set(head.visible.ids);
  const baseIds = new Set(base.visible.ids);
  const anchorsRemoved = [...baseIds].filter((anchor) => !headIds.has(anchor) && !(aliases[anchor] && headIds.has(aliases[anchor])));
  const anchorsAdded = [...headIds].filter((anchor) => !baseIds.has(anchor));

  const sourceChanged = base.source !== head.source;
  const visibleChanged = flatText(base.visible) !== flatText(head.visible);
  const status: Status = visibleChanged ? (sourceChanged ? 'visible' : 'render-only') : sourceChanged ? 'source-only' : 'unchanged';
  return {
    ...empty,
    ...(visibleChanged ? compareTexts(base.visible, head.visible, aliases) : {}),
    status,
    anchorsAdded,
    anchorsRemoved,
    facts: changedFacts(base.visible, head.visible),
  };
}
