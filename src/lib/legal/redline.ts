/**
 * How two renderings of a legal document differ, section by section: sections
 * are matched by heading id (ids never change, CONTENT.md); within a section,
 * blocks are diffed, and an edited block word by word. Links read as "text
 * (href)", so a changed target is a change. The compare pages show the
 * redline; `npm run legal:diff` reports it as Markdown (it reads in a terminal
 * and is the pull request's comment), naming the shared facts behind a change
 * that reached a page without its file changing. Pure.
 */
import { diffArrays as changesBetween } from 'diff';
import { changedFacts, flatText, type Block, type Section, type VisibleDocument } from './text.ts';

type Op<T> = { kind: 'same' | 'add' | 'del'; value: T };

/** The shortest list of kept, added and deleted items turning `a` into `b` (jsdiff); a kept item is the one from `b`. */
function diffArrays<T>(a: readonly T[], b: readonly T[], eq: (x: T, y: T) => boolean = (x, y) => x === y): Op<T>[] {
  return changesBetween([...a], [...b], { comparator: eq }).flatMap((change) =>
    change.value.map((value) => ({ kind: change.added ? 'add' : change.removed ? 'del' : 'same', value }) as Op<T>),
  );
}

const words = (s: string) => s.split(/\s+/).filter(Boolean);

/** Kept, inserted or deleted words, joined by spaces. */
export type Run = { kind: Op<string>['kind']; text: string };

export interface RedlineBlock {
  kind: 'same' | 'add' | 'del' | 'edit';
  tag: string;
  runs: Run[];
}

export interface RedlineSection {
  /** "" for text before the first heading. */
  id: string;
  title: string;
  status: 'same' | 'changed' | 'added' | 'removed';
  /** "h2" or "h3"; "" for the text before the first heading. */
  level: string;
  blocks: RedlineBlock[];
}

const blockKey = (b: Block) => `${b.tag}\u0000${b.text}`;

/** Runs of equal kind in a word diff. */
function wordRuns(ops: readonly Op<string>[]): Run[] {
  const runs: Run[] = [];
  for (const op of ops) {
    const last = runs.at(-1);
    if (last?.kind === op.kind) last.text += ` ${op.value}`;
    else runs.push({ kind: op.kind, text: op.value });
  }
  return runs;
}

/** Diff two lists of blocks; a deletion directly followed by an addition of the same kind of block is an edit. */
function blockOps(before: Block[], after: Block[]): RedlineBlock[] {
  const ops = diffArrays(before, after, (x, y) => blockKey(x) === blockKey(y));
  const out: RedlineBlock[] = [];
  for (let i = 0; i < ops.length; i++) {
    const { kind, value } = ops[i];
    const next = ops[i + 1];
    if (kind === 'del' && next?.kind === 'add' && next.value.tag === value.tag) {
      out.push({ kind: 'edit', tag: value.tag, runs: wordRuns(diffArrays(words(value.text), words(next.value.text))) });
      i++;
    } else out.push({ kind, tag: value.tag, runs: [{ kind, text: value.text }] });
  }
  return out;
}

const levelOf = (section: Section) => (section.id === '' ? '' : (section.blocks[0]?.tag ?? 'h2'));

const whole = (section: Section, kind: 'add' | 'del'): RedlineSection => ({
  id: section.id,
  title: section.title,
  status: kind === 'add' ? 'added' : 'removed',
  level: levelOf(section),
  blocks: section.blocks.map((b) => ({ kind, tag: b.tag, runs: [{ kind, text: b.text }] })),
});

/** Every section of both sides, in the order of `head`; a removed section stands after the one it followed in `base`. */
export function redline(base: VisibleDocument, head: VisibleDocument): RedlineSection[] {
  const headIds = new Set(head.sections.map((s) => s.id));
  const baseById = new Map(base.sections.map((s) => [s.id, s]));
  // Removed sections, keyed by the id of the kept section they follow ("\u0000" for the start).
  const removedAfter = new Map<string, Section[]>();
  let last = '\u0000';
  for (const section of base.sections) {
    if (headIds.has(section.id)) last = section.id;
    else removedAfter.set(last, [...(removedAfter.get(last) ?? []), section]);
  }
  const out = (removedAfter.get('\u0000') ?? []).map((s) => whole(s, 'del'));
  for (const section of head.sections) {
    const before = baseById.get(section.id);
    if (!before) out.push(whole(section, 'add'));
    else {
      const blocks = blockOps(before.blocks, section.blocks);
      const status = blocks.every((b) => b.kind === 'same') ? 'same' : 'changed';
      out.push({ id: section.id, title: section.title, status, level: levelOf(section), blocks });
    }
    out.push(...(removedAfter.get(section.id) ?? []).map((s) => whole(s, 'del')));
  }
  return out;
}

/** Words added and removed over a redline. */
export function redlineCounts(sections: readonly { blocks: readonly RedlineBlock[] }[]): { added: number; removed: number } {
  const runs = sections.flatMap((section) => section.blocks.flatMap((block) => block.runs));
  const count = (kind: Run['kind']) => runs.filter((run) => run.kind === kind).reduce((n, run) => n + words(run.text).length, 0);
  return { added: count('add'), removed: count('del') };
}

/** One side of the comparison: the document's source and what a visitor reads of its newest version. */
export interface DocSide {
  source: string;
  visible: VisibleDocument;
}

const NONE: VisibleDocument = { sections: [], ids: [], facts: [] };
const md = (s: string) => s.replace(/[|<>*_`~[\]]/g, (c) => `\\${c}`);
const TAG = { add: 'ins', del: 'del' } as const;
const mark = (run: Run) => (run.kind === 'same' ? md(run.text) : `<${TAG[run.kind]}>${md(run.text)}</${TAG[run.kind]}>`);

/** One document between base and head as Markdown, its changed sections and blocks only; nothing when nothing changed. */
export function reportDocument(id: string, base?: DocSide, head?: DocSide): string[] {
  const [before, after] = [base?.visible ?? NONE, head?.visible ?? NONE];
  const visibleChanged = flatText(before) !== flatText(after);
  const sourceChanged = base?.source !== head?.source;
  if (!visibleChanged && !sourceChanged) return [];
  const status = !base
    ? 'new document'
    : !head
      ? 'document removed'
      : !visibleChanged
        ? 'source only (the file changed, the visible text did not)'
        : sourceChanged
          ? 'visible change'
          : 'render only (the visible text changed, the file did not)';
  const sections = redline(before, after).filter((section) => section.status !== 'same');
  const { added, removed } = redlineCounts(sections);
  const facts = changedFacts(before, after).map((name) => `\`${name}\``);
  const lines = ['', `#### \`content/legal/${id}.mdx\`: ${status}${visibleChanged ? ` (+${added} −${removed} words)` : ''}`];
  if (facts.length) lines.push('', `Shared facts changed (content/facts.yaml): ${facts.join(', ')}`);
  for (const section of sections) {
    lines.push('', `**§ ${md(section.title || 'Introduction')}** (\`#${section.id}\`): ${section.status}`, '');
    for (const block of section.blocks) if (block.kind !== 'same') lines.push(`- ${block.runs.map(mark).join(' ')}`);
  }
  return lines;
}

/** The report: every changed document, each with its redline. */
export function formatReport(documents: readonly string[], baseLabel: string, headLabel: string): string {
  const heading = ['### What visitors will see change in the legal documents', '', `Comparing \`${baseLabel}\` with \`${headLabel}\`.`];
  return `${[...heading, ...(documents.length ? documents : ['', 'No legal document changed.'])].join('\n')}\n`;
}
