/** The table of contents tree (src/lib/toc.ts). */
import { describe, expect, it } from 'vitest';
import { tocTree } from '~/lib/toc';

const h = (depth: number, slug: string) => ({ depth, slug, text: slug.toUpperCase() });
const shape = (nodes: ReturnType<typeof tocTree>): unknown[] =>
  nodes.map((n) => (n.children.length ? [n.slug, shape(n.children)] : n.slug));

describe('tocTree', () => {
  it('nests each heading under the nearest shallower one before it, in document order', () => {
    expect(shape(tocTree([h(2, 'a'), h(3, 'a1'), h(3, 'a2'), h(2, 'b'), h(3, 'b1')]))).toEqual([
      ['a', ['a1', 'a2']],
      ['b', ['b1']],
    ]);
  });

  it('keeps a deeper heading with no parent at the top, and leaves out depths outside the range', () => {
    expect(shape(tocTree([h(3, 'lead'), h(1, 'title'), h(2, 'a'), h(4, 'deep'), h(3, 'a1')]))).toEqual(['lead', ['a', ['a1']]]);
    expect(shape(tocTree([h(2, 'a'), h(3, 'a1'), h(4, 'a1x')], 2, 4))).toEqual([['a', [['a1', ['a1x']]]]]);
  });

  it('is empty without headings', () => {
    expect(tocTree([])).toEqual([]);
  });
});
