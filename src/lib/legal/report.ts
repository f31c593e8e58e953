/**
 * What `npm run legal:diff` reports: for each legal document that changed
 * between two versions of the site, what a visitor would see change (the
 * redline's changed sections, ./redline.ts) and, when the page changed but
 * its file did not, the shared facts behind it. Written as Markdown, which
 * reads in a terminal and is the pull request's comment. Pure.
 */
import { type RedlineSection, redline, redlineCounts, wordRuns } from './redline.ts';
import type { LegalFrontmatter } from './schema.ts';
import { changedFacts, flatText, type VisibleDocument } from './text.ts';

/** One side of the comparison for one document. */
export interface DocSide {
  source: string;
  /** The frontmatter as the schema reads it; undefined when it does not parse (the build names the field). */
  data?: LegalFrontmatter;
  /** What a visitor reads of the newest version (empty when the side has no page). */
  visible: VisibleDocument;
}

export type Status = 'source-only' | 'render-only' | 'visible' | 'added' | 'removed';

/** A redline of the document's newest text against another text, changed sections and blocks only. */
export interface Comparison {
  wordsAdded: number;
  wordsRemoved: number;
  sections: RedlineSection[];
}

export interface DocReport extends Comparison {
  id: string;
  status: Status;
  /** The shared facts (content/facts.yaml) the two sides state differently. */
  facts: string[];
  /** The newest text against the version in force today, when that is neither side's newest. */
  fromInForce?: Comparison & { version: string };
}

const NONE: VisibleDocument = { sections: [], ids: [], links: [], facts: [] };

/** The redline of `after` against `before`, changes only, with its word counts. */
export function compareTexts(before: VisibleDocument, after: VisibleDocument, aliases: Record<string, string> = {}): Comparison {
  const sections = redline(before, after, aliases)
    .filter((section) => section.status !== 'same')
    .map((section) => ({ ...section, blocks: section.blocks.filter((b) => b.kind !== 'same') }));
  const { added, removed } = redlineCounts(sections);
  return { wordsAdded: added, wordsRemoved: removed, sections };
}

/** Compare a document between base and head; undefined when nothing changed. */
export function compareDocument(id: string, base?: DocSide, head?: DocSide): DocReport | undefined {
  if (!base && !head) return undefined;
  const before = base?.visible ?? NONE;
  const after = head?.visible ?? NONE;
  const visibleChanged = flatText(before) !== flatText(after);
  const sourceChanged = base?.source !== head?.source;
  if (!visibleChanged && !sourceChanged) return undefined;
  const status: Status = !base ? 'added' : !head ? 'removed' : !visibleChanged ? 'source-only' : sourceChanged ? 'visible' : 'render-only';
  return { id, status, facts: changedFacts(before, after), ...compareTexts(before, after, head?.data?.aliases) };
}

const STATUS_LABEL: Record<Status, string> = {
  'source-only': 'source only (the file changed, the visible text did not)',
  'render-only': 'render only (the visible text changed, the file did not)',
  visible: 'visible change',
  added: 'new document',
  removed: 'document removed',
};

const mdEscape = (s: string) => s.replace(/[|<>*_`~[\]]/g, (c) => `\\${c}`);
const counts = (c: Comparison) => `+${c.wordsAdded} −${c.wordsRemoved} words`;

function sectionLines(sections: readonly RedlineSection[]): string[] {
  const lines: string[] = [];
  for (const s of sections) {
    const renamed = s.renamedFrom ? `, was \`#${s.renamedFrom.id}\`` : '';
    lines.push('', `**§ ${mdEscape(s.title || 'Introduction')}** (\`#${s.id}\`${renamed}): ${s.status}`, '');
    for (const b of s.blocks) {
      if (b.kind === 'add') lines.push(`- <ins>${mdEscape(b.after ?? '')}</ins>`);
      else if (b.kind === 'del') lines.push(`- <del>${mdEscape(b.before ?? '')}</del>`);
      else {
        const runs = wordRuns(b.words ?? []).map((r) =>
          r.kind === 'same' ? mdEscape(r.text) : r.kind === 'del' ? `<del>${mdEscape(r.text)}</del>` : `<ins>${mdEscape(r.text)}</ins>`,
        );
        lines.push(`- ${runs.join(' ')}`);
      }
    }
  }
  return lines;
}

/** The report as Markdown: the changed documents only, each with its redline. */
export function formatReports(reports: readonly DocReport[], baseLabel: string, headLabel: string): string {
  const lines = ['### What visitors will see change in the legal documents', '', `Comparing \`${baseLabel}\` with \`${headLabel}\`.`];
  if (!reports.length) lines.push('', 'No legal document changed.');
  for (const r of reports) {
    const words = r.status === 'source-only' ? '' : ` (${counts(r)})`;
    lines.push('', `#### \`content/legal/${r.id}.mdx\`: ${STATUS_LABEL[r.status]}${words}`);
    if (r.facts.length) lines.push('', `Shared facts changed (content/facts.yaml): ${r.facts.map((f) => `\`${f}\``).join(', ')}`);
    lines.push(...sectionLines(r.sections));
    if (r.fromInForce) {
      lines.push('', `##### Against version ${r.fromInForce.version}, the version in force today (${counts(r.fromInForce)})`);
      lines.push(...sectionLines(r.fromInForce.sections));
    }
  }
  return `${lines.join('\n')}\n`;
}
