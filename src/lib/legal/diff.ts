/**
 * The diffs of the legal redline and the legal tools: over a section's blocks, then over the
 * words of a changed block. jsdiff (`diff`) finds the changes; this module only names them.
 */
import { diffArrays as changesBetween } from 'diff';

export type Op<T> = { kind: 'same' | 'add' | 'del'; value: T };

/**
 * The shortest list of kept, added and deleted items turning `a` into `b`. Items that `eq`
 * calls equal are kept, and the kept item is the one from `b`.
 */
export function diffArrays<T>(a: readonly T[], b: readonly T[], eq: (x: T, y: T) => boolean = (x, y) => x === y): Op<T>[] {
  return changesBetween([...a], [...b], { comparator: eq }).flatMap((change) =>
    change.value.map((value) => ({ kind: change.added ? 'add' : change.removed ? 'del' : 'same', value }) as Op<T>),
  );
}

export interface WordDiff {
  ops: Op<string>[];
  added: string[];
  removed: string[];
}

/** Word-level diff of two blocks of text. */
export function diffWords(before: string, after: string): WordDiff {
  const split = (s: string) => s.split(/\s+/).filter(Boolean);
  const ops = diffArrays(split(before), split(after));
  return {
    ops,
    added: ops.filter((op) => op.kind === 'add').map((op) => op.value),
    removed: ops.filter((op) => op.kind === 'del').map((op) => op.value),
  };
}
