/**
 * Sätteri hast plugin for the legal documents (docs/decisions.md#legal-documents, stable anchors), run
 * on content/legal/*.mdx only:
 * - every h2/h3 must carry an explicit id (`## Fees {#fees}`), in the id
 *   format, once per document: an id that depends on wording would break
 *   published links, so a missing one fails the build naming file and heading;
 * - each heading gets a link to itself beside it (not inside it, so the
 *   heading's accessible name stays its own text);
 * - retired ids listed in the frontmatter's `aliases` become empty anchors
 *   just before their successor heading, so /doc#old-id still lands, without
 *   JavaScript. An alias whose successor does not exist fails the build.
 * Wired in astro.config.mjs (markdown.processor hastPlugins); pure data, no Astro.
 */
import type { HastPluginEntry, HastPluginDefinition } from 'satteri';
import { SLUG_PATTERN as ID } from '../schemas/fields.ts';

/** Whether a compiled file is a legal document. */
export function isLegalFile(url: URL | undefined): boolean {
  return !!url && /\/content\/legal\/[^/]+\.mdx?$/.test(decodeURI(url.pathname));
}

function fail(url: URL | undefined, message: string): never {
  const file = url ? decodeURI(url.pathname).replace(/^.*\/content\//, 'content/') : 'a legal document';
  throw new Error(`${file}: ${message}`);
}

/** The accessible name of a heading's self-link. */
export function headingLinkLabel(text: string): string {
  return `Link to section: ${text.replace(/\s+/g, ' ').trim()}`;
}

function plugin(fileURL: URL | undefined): HastPluginDefinition {
  const seen = new Set<string>();
  let aliases: Record<string, string> = {};
  return {
    name: 'legal-headings',
    before(_root, ctx) {
      const astro = (ctx.data as { astro?: { frontmatter?: { aliases?: unknown } } }).astro;
      const value = astro?.frontmatter?.aliases;
      aliases = value && typeof value === 'object' ? (value as Record<string, string>) : {};
    },
    element: {
      filter: ['h2', 'h3'],
      visit(node, ctx) {
        const text = ctx.textContent(node).replace(/\s+/g, ' ').trim();
        const id = node.properties?.id;
        if (typeof id !== 'string' || !id) {
          fail(
            fileURL,
            `the heading "${text}" needs an explicit id that never changes, like: ## ${text} {#${text
              .toLowerCase()
              .replace(/[^a-z0-9]+/g, '-')
              .replace(/^-|-$/g, '')}}`,
          );
        }
        if (!ID.test(id)) fail(fileURL, `the heading id "${id}" must be lower-case words joined by hyphens`);
        if (seen.has(id)) fail(fileURL, `the heading id "${id}" is used twice`);
        seen.add(id);

        const retired = Object.keys(aliases).filter((from) => aliases[from] === id);
        if (retired.length) {
          ctx.insertBefore(
            node,
            retired.map((from) => ({ type: 'element', tagName: 'span', properties: { id: from }, children: [] })),
          );
        }
        ctx.wrapNode(node, {
          type: 'element',
          tagName: 'div',
          properties: { className: ['legal-heading'] },
          children: [
            {
              type: 'element',
              tagName: 'a',
              properties: { className: ['heading-link'], href: `#${id}`, ariaLabel: headingLinkLabel(text) },
              children: [],
            },
          ],
        });
      },
    },
    after() {
      for (const [from, to] of Object.entries(aliases)) {
        if (!seen.has(to)) fail(fileURL, `aliases: "${from}" points to "${to}", but no heading has the id "${to}"`);
        if (seen.has(from)) fail(fileURL, `aliases: "${from}" is retired but a heading still uses that id`);
      }
    },
  };
}

/** The plugin entry: a factory that leaves every file outside content/legal alone. */
export const legalHeadings: HastPluginEntry = (ctx) => (isLegalFile(ctx.fileURL) ? plugin(ctx.fileURL) : null);
