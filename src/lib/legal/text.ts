/**
 * The text of a legal document, both ways. Written: a Sätteri hast plugin
 * (wired in astro.config.mjs, on content/legal/*.mdx only) makes every h2/h3
 * carry an explicit, unique id (`## Fees {#fees}`), since an id that depends
 * on wording would break published links; puts a self-link beside each
 * heading; and writes each retired id of `aliases` as an empty anchor just
 * before its successor, so /doc#old-id still lands without JavaScript. Read:
 * what a visitor reads in a built page, as comparable text, without
 * decoration, typography normalized, links kept as "text (href)" so a changed
 * target shows, grouped into sections by heading id.
 */
import { parseHTML } from 'linkedom';
import type { HastPluginDefinition, HastPluginEntry } from 'satteri';
import { SLUG_PATTERN as ID } from '../schemas/fields.ts';

export interface Block {
  /** Tag of the block: h2, h3, p, li, tr, … */
  tag: string;
  text: string;
}

export interface Section {
  /** Heading id; "" for text before the first heading. */
  id: string;
  title: string;
  /**
   * Retired ids that land on this heading (the empty alias anchors that
   * src/integrations/legal-headings.ts writes just before it), so a frozen version
   * remembers which old sections its headings replaced.
   */
  aliases: string[];
  blocks: Block[];
}

export interface VisibleDocument {
  sections: Section[];
  /** Every id in the body (headings and alias targets). */
  ids: string[];
  /** The target of every link in the body, as written ("/privacy-policy#retention", "mailto:…", "#fees"). */
  links: string[];
  /** Every shared fact the body states (marked `data-fact` by src/components/legal/Fact.astro), with the value it states. */
  facts: { name: string; value: string }[];
}

const BLOCK_TAGS = new Set(['H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'P', 'LI', 'TR', 'DT', 'DD', 'BLOCKQUOTE', 'PRE', 'FIGCAPTION', 'CAPTION']);
/** Selectors of decoration inside the body that visitors do not read as policy text. */
const DECORATION = ['[aria-hidden="true"]', 'nav', 'script', 'style', 'template', '.heading-link'];

/** Normalize typography so a curly quote or a non-breaking space is not a change. */
export function normalizeText(text: string): string {
  return text
    .replace(/[\u2018\u2019\u201A\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201E\u2033]/g, '"')
    .replace(/[\u2012\u2013\u2014\u2015]/g, '–')
    .replace(/\u2026/g, '...')
    .replace(/[\u00A0\u2000-\u200B\u202F\u205F\u3000]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Text of an element with links written as "text (href)". */
function textWithLinks(el: Element): string {
  let out = '';
  for (const node of el.childNodes) {
    if (node.nodeType === 3) out += node.textContent ?? '';
    else if (node.nodeType === 1) {
      const child = node as Element;
      if (BLOCK_TAGS.has(child.tagName) || child.tagName === 'UL' || child.tagName === 'OL' || child.tagName === 'TABLE') continue;
      if (child.tagName === 'BR') out += ' ';
      else if (child.tagName === 'A') out += `${textWithLinks(child)} (${child.getAttribute('href') ?? ''})`;
      else if (child.tagName === 'TD' || child.tagName === 'TH') out += ` | ${textWithLinks(child)}`;
      else out += textWithLinks(child);
    }
  }
  return out;
}

/** Pick the document body out of a built legal page. */
export function findBody(document: Document): Element | null {
  return document.querySelector('[data-legal-body]') ?? document.querySelector('article') ?? document.querySelector('main');
}

export function extractVisible(html: string): VisibleDocument {
  const { document } = parseHTML(html);
  const body = findBody(document as unknown as Document);
  if (!body) return { sections: [], ids: [], links: [], facts: [] };
  for (const selector of DECORATION) for (const el of body.querySelectorAll(selector)) el.remove();
  const ids = [...body.querySelectorAll('[id]')].map((el) => el.getAttribute('id')!);
  const links = [...body.querySelectorAll('a[href]')].map((el) => el.getAttribute('href')!);
  const facts = [...body.querySelectorAll('[data-fact]')].map((el) => ({
    name: el.getAttribute('data-fact')!,
    value: normalizeText(el.textContent ?? ''),
  }));

  const sections: Section[] = [{ id: '', title: '', aliases: [], blocks: [] }];
  let pendingAliases: string[] = [];
  const visit = (el: Element) => {
    for (const child of el.children) {
      const tag = child.tagName;
      if (tag === 'H2' || tag === 'H3') {
        const title = normalizeText(textWithLinks(child));
        sections.push({
          id: child.getAttribute('id') ?? '',
          title,
          aliases: pendingAliases,
          blocks: [{ tag: tag.toLowerCase(), text: title }],
        });
        pendingAliases = [];
        continue;
      }
      // An empty element with an id before a heading is an alias anchor.
      if (child.id && !child.textContent?.trim() && !child.querySelector('h2, h3')) {
        pendingAliases.push(child.id);
        continue;
      }
      if (BLOCK_TAGS.has(tag)) {
        const text = normalizeText(textWithLinks(child).replace(/^ \| /, ''));
        if (text) sections[sections.length - 1].blocks.push({ tag: tag.toLowerCase(), text });
      }
      // Nested lists and tables inside blocks, and wrappers (div, section, ul, table).
      visit(child);
    }
  };
  visit(body);
  return { sections: sections.filter((s) => s.id !== '' || s.blocks.length > 0), ids, links, facts };
}

/** All visible text of a document as one string, for quick equality. */
export function flatText(doc: VisibleDocument): string {
  return doc.sections.flatMap((s) => s.blocks.map((b) => `${b.tag}: ${b.text}`)).join('\n');
}

/** The h2 and h3 headings of a text, for its table of contents (the shape of Astro's MarkdownHeading). */
export function headingsOf(doc: VisibleDocument): { depth: number; slug: string; text: string }[] {
  return doc.sections.filter((s) => s.id !== '').map((s) => ({ depth: s.blocks[0]?.tag === 'h3' ? 3 : 2, slug: s.id, text: s.title }));
}

/** The names of the shared facts two renderings state differently. */
export function changedFacts(a: VisibleDocument, b: VisibleDocument): string[] {
  const before = new Map(a.facts.map((f) => [f.name, f.value]));
  const after = new Map(b.facts.map((f) => [f.name, f.value]));
  return [...new Set([...before.keys(), ...after.keys()])].filter((name) => before.get(name) !== after.get(name));
}

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
