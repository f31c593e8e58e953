/**
 * The text of a legal document, both ways. Written: a Sätteri hast plugin
 * (astro.config.mjs, content/legal/*.mdx only) requires every h2/h3 to carry
 * an explicit, unique id (`## Fees {#fees}`), since an id that depends on
 * wording would break published links. Read: what a visitor reads in a built
 * page, as comparable text (typography normalized, links kept as "text
 * (href)" so a changed target shows), grouped into sections by heading id.
 */
import { parseHTML } from 'linkedom';
import type { HastPluginEntry } from 'satteri';
import { SLUG_PATTERN as ID } from '../schemas/fields.ts';

export interface Block {
  tag: string;
  text: string;
}

export interface Section {
  /** Heading id; "" for text before the first heading. */
  id: string;
  title: string;
  blocks: Block[];
}

export interface VisibleDocument {
  sections: Section[];
  ids: string[];
  /** Every shared fact the body states (`data-fact`, src/components/legal/Fact.astro), with its value. */
  facts: { name: string; value: string }[];
}

const BLOCK_TAGS = new Set(['H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'P', 'LI', 'TR', 'DT', 'DD', 'BLOCKQUOTE', 'PRE', 'FIGCAPTION', 'CAPTION']);
/** Decoration inside the body that visitors do not read as policy text. */
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

/** Text of an element with links written as "text (href)"; nested blocks are read on their own. */
function textWithLinks(el: Element): string {
  let out = '';
  for (const node of el.childNodes) {
    if (node.nodeType === 3) out += node.textContent ?? '';
    if (node.nodeType !== 1) continue;
    const child = node as Element;
    if (BLOCK_TAGS.has(child.tagName) || ['UL', 'OL', 'TABLE'].includes(child.tagName)) continue;
    if (child.tagName === 'BR') out += ' ';
    else if (child.tagName === 'A') out += `${textWithLinks(child)} (${child.getAttribute('href') ?? ''})`;
    else if (child.tagName === 'TD' || child.tagName === 'TH') out += ` | ${textWithLinks(child)}`;
    else out += textWithLinks(child);
  }
  return out;
}

/** What a visitor reads in the [data-legal-body] of a page. */
export function extractVisible(html: string): VisibleDocument {
  const body = parseHTML(html).document.querySelector('[data-legal-body]');
  if (!body) return { sections: [], ids: [], facts: [] };
  for (const selector of DECORATION) for (const el of body.querySelectorAll(selector)) el.remove();
  const ids = [...body.querySelectorAll('[id]')].map((el) => el.getAttribute('id')!);
  const facts = [...body.querySelectorAll('[data-fact]')].map((el) => ({
    name: el.getAttribute('data-fact')!,
    value: normalizeText(el.textContent ?? ''),
  }));
  const sections: Section[] = [{ id: '', title: '', blocks: [] }];
  const visit = (el: Element) => {
    for (const child of el.children) {
      const tag = child.tagName;
      const text = BLOCK_TAGS.has(tag) ? normalizeText(textWithLinks(child).replace(/^ \| /, '')) : '';
      if (tag === 'H2' || tag === 'H3') {
        sections.push({ id: child.getAttribute('id') ?? '', title: text, blocks: [{ tag: tag.toLowerCase(), text }] });
        continue;
      }
      if (text) sections[sections.length - 1].blocks.push({ tag: tag.toLowerCase(), text });
      // Nested lists and tables inside blocks, and wrappers (div, section, ul, table).
      visit(child);
    }
  };
  visit(body);
  return { sections: sections.filter((s) => s.id !== '' || s.blocks.length > 0), ids, facts };
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

/** The heading plugin, for the files under content/legal only. */
export const legalHeadings: HastPluginEntry = ({ fileURL }) => {
  const path = fileURL ? decodeURI(fileURL.pathname) : '';
  if (!/\/content\/legal\/[^/]+\.mdx?$/.test(path)) return null;
  const fail: (message: string) => never = (message) => {
    throw new Error(`${path.replace(/^.*\/content\//, 'content/')}: ${message}`);
  };
  const seen = new Set<string>();
  return {
    name: 'legal-headings',
    element: {
      filter: ['h2', 'h3'],
      visit(node, ctx) {
        const text = ctx.textContent(node).replace(/\s+/g, ' ').trim();
        const id = node.properties?.id;
        if (typeof id !== 'string' || !id) {
          const suggested = text
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-')
            .replace(/^-|-$/g, '');
          fail(`the heading "${text}" needs an explicit id that never changes, like: ## ${text} {#${suggested}}`);
        }
        if (!ID.test(id)) fail(`the heading id "${id}" must be lower-case words joined by hyphens`);
        if (seen.has(id)) fail(`the heading id "${id}" is used twice`);
        seen.add(id);
      },
    },
  };
};
