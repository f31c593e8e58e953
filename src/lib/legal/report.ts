/**
 * What `npm run legal:diff` reports, as Markdown (it reads in a terminal and
 * is the pull request's comment): for each legal document that changed, the
 * redline's changed sections and, when the page changed but its file did not,
 * the shared facts behind it. Pure.
 */
import { type RedlineSection, type Run, redline, redlineCounts } from './redline.ts';
import { changedFacts, flatText, type VisibleDocument } from './text.ts';

/** One side of the comparison: the document's source and what a visitor reads of its newest version. */
export interface DocSide {
  source: string;
  visible: VisibleDocument;
}

export type Status = 'source-only' | 'render-only' | 'visible' | 'added' | 'removed';

export interface DocReport {
  id: string;
  status: Status;
  /** The shared facts (content/facts.yaml) the two sides state differently. */
  facts: string[];
  words: { added: number; removed: number };
  /** Changed sections, changed blocks only. */
  sections: RedlineSection[];
}

const NONE: VisibleDocument = { sections: [], ids: [], facts: [] };

/** Compare a document between base and head; undefined when nothing changed. */
export function compareDocument(id: string, base?: DocSide, head?: DocSide): DocReport | undefined {
  const [before, after] = [base?.visible ?? NONE, head?.visible ?? NONE];
  const visibleChanged = flatText(before) !== flatText(after);
  const sourceChanged = base?.source !== head?.source;
  if (!visibleChanged && !sourceChanged) return undefined;
  const status: Status = !base ? 'added' : !head ? 'removed' : !visibleChanged ? 'source-only' : sourceChanged ? 'visible' : 'render-only';
  const sections = redline(before, after)
    .filter((section) => section.status !== 'same')
    .map((section) => ({ ...section, blocks: section.blocks.filter((b) => b.kind !== 'same') }));
  return { id, status, facts: changedFacts(before, after), words: redlineCounts(sections), sections };
}

const STATUS_LABEL: Record<Status, string> = {
  'source-only': 'source only (the file changed, the visible text did not)',
  'render-only': 'render only (the visible text changed, the file did not)',
  visible: 'visible change',
  added: 'new document',
  removed: 'document removed',
};

const md = (s: string) => s.replace(/[|<>*_`~[\]]/g, (c) => `\\${c}`);
const TAG = { add: 'ins', del: 'del' } as const;
const mark = (run: Run) => (run.kind === 'same' ? md(run.text) : `<${TAG[run.kind]}>${md(run.text)}</${TAG[run.kind]}>`);

function reportLines(r: DocReport): string[] {
  const words = r.status === 'source-only' ? '' : ` (+${r.words.added} −${r.words.removed} words)`;
  const lines = ['', `#### \`content/legal/${r.id}.mdx\`: ${STATUS_LABEL[r.status]}${words}`];
  if (r.facts.length) lines.push('', `Shared facts changed (content/facts.yaml): ${r.facts.map((f) => `\`${f}\``).join(', ')}`);
  for (const s of r.sections) {
    lines.push('', `**§ ${md(s.title || 'Introduction')}** (\`#${s.id}\`): ${s.status}`, '');
    for (const b of s.blocks) lines.push(`- ${b.runs.map(mark).join(' ')}`);
  }
  return lines;
}

/** The report as Markdown: the changed documents only, each with its redline. */
export function formatReports(reports: readonly DocReport[], baseLabel: string, headLabel: string): string {
  const lines = ['### What visitors will see change in the legal documents', '', `Comparing \`${baseLabel}\` with \`${headLabel}\`.`];
  if (!reports.length) lines.push('', 'No legal document changed.');
  for (const r of reports) lines.push(...reportLines(r));
  return `${lines.join('\n')}\n`;
}
