/**
 * A table of contents as a tree: each heading nests under the nearest
 * shallower heading before it; a heading with none stands at the top. Built
 * once, rendered by src/components/legal/TableOfContents.astro.
 */
export interface TocHeading {
  depth: number;
  slug: string;
  text: string;
}

export interface TocNode extends TocHeading {
  children: TocNode[];
}

/** The headings between `minDepth` and `maxDepth`, as a tree in document order. */
export function tocTree(headings: readonly TocHeading[], minDepth = 2, maxDepth = 3): TocNode[] {
  const roots: TocNode[] = [];
  const open: TocNode[] = [];
  for (const heading of headings) {
    if (heading.depth < minDepth || heading.depth > maxDepth) continue;
    const node: TocNode = { depth: heading.depth, slug: heading.slug, text: heading.text, children: [] };
    while (open.length && open.at(-1)!.depth >= node.depth) open.pop();
    (open.at(-1)?.children ?? roots).push(node);
    open.push(node);
  }
  return roots;
}
