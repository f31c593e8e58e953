/**
 * A small longest-common-subsequence diff over arrays, used twice by the
 * legal diff: over a section's blocks, then over the words of changed blocks.
 * Documents are a few hundred blocks at most, so O(n·m) is fine.
 */

export type Op<T> = { kind: 'same' | 'add' | 'del'; value: T };

export function diffArrays<T>(a: readonly T[], b: readonly T[], eq: (x: T, y: T) => boolean = (x, y) => x === y): Op<T>[] {
  const n = a.length;
  const m = b.length;
  // lcs[i][j] = length of the LCS of a[i..] and b[j..]
  const lcs: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i][j] = eq(a[i], b[j]) ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
    }
  }
  const ops: Op<T>[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (eq(a[i], b[j])) {
      ops.push({ kind: 'same', value: b[j] });
      i++;
      j++;
    } else if (lcs[i + 1][j] >= lcs[i][j + 1]) {
      ops.push({ kind: 'del', value: a[i++] });
    } else {
      ops.push({ kind: 'add', value: b[j++] });
    }
  }
  while (i < n) ops.push({ kind: 'del', value: a[i++] });
  while (j < m) ops.push({ kind: 'add', value: b[j++] });
  return ops;
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
