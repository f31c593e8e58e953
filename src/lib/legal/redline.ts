/**
 * A redline between two renderings of a legal document, section by section:
 * sections are matched by heading id, through aliases (the document's
 * `aliases` and the alias anchors a rendering carries before its headings),
 * so a renamed section compares with its predecessor; within a section,
 * blocks are diffed, and an edited block is diffed word by word. Links are
 * part of the text as "text (href)", so a changed target reads as a change.
 * Used by the compare pages and by `legal:diff`/`legal:check`. Pure.
 */
import { diffArrays as changesBetween } from 'diff';
import type { Block, Section, VisibleDocument } from './text.ts';

export type Op<T> = { kind: 'same' | 'add' | 'del'; value: T };

/** The shortest list of kept, added and deleted items turning `a` into `b` (jsdiff); a kept item is the one from `b`. */
export function diffArrays<T>(a: readonly T[], b: readonly T[], eq: (x: T, y: T) => boolean = (x, y) => x === y): Op<T>[] {
  return changesBetween([...a], [...b], { comparator: eq }).flatMap((change) =>
    change.value.map((value) => ({ kind: change.added ? 'add' : change.removed ? 'del' : 'same', value }) as Op<T>),
  );
}

const words = (s?: string) => (s ? s.split(/\s+/).filter(Boolean) : []);

export interface RedlineBlock {
  kind: 'same' | 'add' | 'del' | 'edit';
  tag: string;
  /** Present for same and add (the text now) and edit (after). */
  after?: string;
  /** Present for del and edit (the text before). */
  before?: string;
  /** Word operations of an edited block. */
  words?: Op<string>[];
}

export interface RedlineSection {
  /** The heading id now (before, for a removed section); "" for text before the first heading. */
  id: string;
  title: string;
  status: 'same' | 'changed' | 'added' | 'removed';
  /** The heading's level ("h2" or "h3"), "" for the text before the first heading. */
  level: string;
  /** The predecessor's id and title when the section was matched through an alias. */
  renamedFrom?: { id: string; title: string };
  blocks: RedlineBlock[];
}

const blockKey = (b: Block) => `${b.tag}\u0000${b.text}`;

/** Diff two lists of blocks; a deletion directly followed by an addition of the same kind of block is an edit. */
export function blockOps(before: Block[], after: Block[]): RedlineBlock[] {
  const ops = diffArrays(before, after, (x, y) => blockKey(x) === blockKey(y));
  const out: RedlineBlock[] = [];
  for (let i = 0; i < ops.length; i++) {
    const op = ops[i];
    if (op.kind === 'same') {
      out.push({ kind: 'same', tag: op.value.tag, after: op.value.text });
    } else if (op.kind === 'del') {
      const next = ops[i + 1];
      if (next && next.kind === 'add' && next.value.tag === op.value.tag) {
        out.push({
          kind: 'edit',
          tag: op.value.tag,
          before: op.value.text,
          after: next.value.text,
          words: diffArrays(words(op.value.text), words(next.value.text)),
        });
        i++;
      } else {
        out.push({ kind: 'del', tag: op.value.tag, before: op.value.text });
      }
    } else {
      out.push({ kind: 'add', tag: op.value.tag, after: op.value.text });
    }
  }
  return out;
}

const levelOf = (section: Section) => (section.id === '' ? '' : (section.blocks[0]?.tag ?? 'h2'));

/**
 * Every section of both sides, in the order of `head`; a removed section
 * stands after the section that followed its predecessor in `base`.
 */
export function redline(base: VisibleDocument, head: VisibleDocument, aliases: Record<string, string> = {}): RedlineSection[] {
  const headIds = new Set(head.sections.map((s) => s.id));
  // Retired id → the id of the heading that replaced it, from both sources of aliases.
  const successor = new Map<string, string>();
  for (const section of head.sections) for (const alias of section.aliases ?? []) successor.set(alias, section.id);
  for (const [from, to] of Object.entries(aliases)) if (!successor.has(from)) successor.set(from, to);
  const matchOf = (section: Section): string | undefined => {
    if (headIds.has(section.id)) return section.id;
    const target = successor.get(section.id);
    return target !== undefined && headIds.has(target) ? target : undefined;
  };

  const baseFor = new Map<string, Section>();
  /** Removed sections, keyed by the head id they follow ("\u0000" for the start). */
  const removedAfter = new Map<string, Section[]>();
  let lastMatched = '\u0000';
  for (const section of base.sections) {
    const target = matchOf(section);
    if (target !== undefined && !baseFor.has(target)) {
      baseFor.set(target, section);
      lastMatched = target;
    } else {
      removedAfter.set(lastMatched, [...(removedAfter.get(lastMatched) ?? []), section]);
    }
  }

  const removed = (section: Section): RedlineSection => ({
    id: section.id,
    title: section.title,
    status: 'removed',
    level: levelOf(section),
    blocks: section.blocks.map((b) => ({ kind: 'del', tag: b.tag, before: b.text })),
  });
  const out: RedlineSection[] = (removedAfter.get('\u0000') ?? []).map(removed);
  for (const section of head.sections) {
    const before = baseFor.get(section.id);
    if (!before) {
      out.push({
        id: section.id,
        title: section.title,
        status: 'added',
        level: levelOf(section),
        blocks: section.blocks.map((b) => ({ kind: 'add', tag: b.tag, after: b.text })),
      });
    } else {
      const blocks = blockOps(before.blocks, section.blocks);
      out.push({
        id: section.id,
        title: section.title,
        status: blocks.every((b) => b.kind === 'same') ? 'same' : 'changed',
        level: levelOf(section),
        ...(before.id !== section.id ? { renamedFrom: { id: before.id, title: before.title } } : {}),
        blocks,
      });
    }
    out.push(...(removedAfter.get(section.id) ?? []).map(removed));
  }
  return out;
}

/** Words added and removed over a redline. */
export function redlineCounts(sections: readonly { blocks: readonly RedlineBlock[] }[]): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const section of sections) {
    for (const block of section.blocks) {
      if (block.kind === 'add') added += words(block.after).length;
      else if (block.kind === 'del') removed += words(block.before).length;
      else if (block.kind === 'edit')
        for (const w of block.words ?? [])
          if (w.kind === 'add') added++;
          else if (w.kind === 'del') removed++;
    }
  }
  return { added, removed };
}

/** Runs of equal kind in a word diff, for rendering: [kind, "words joined by spaces"]. */
export function wordRuns(ops: readonly Op<string>[]): { kind: Op<string>['kind']; text: string }[] {
  const runs: { kind: Op<string>['kind']; text: string }[] = [];
  for (const op of ops) {
    const last = runs[runs.length - 1];
    if (last && last.kind === op.kind) last.text += ` ${op.value}`;
    else runs.push({ kind: op.kind, text: op.value });
  }
  return runs;
}
