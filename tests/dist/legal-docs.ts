/**
 * The legal documents as the built-output audits see them: the frontmatter of
 * every content/legal file (parsed by the real schema) and its built page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readFrontmatter } from '~/lib/frontmatter';
import { legalId, legalSchema, type LegalFrontmatter } from '~/lib/schemas/legal';
import { page, type BuiltPage } from './built';
import { normalizeText } from '~/lib/legal-text';

const dir = join(process.cwd(), 'content/legal');

export interface LegalCase {
  id: string;
  data: LegalFrontmatter;
  page: BuiltPage;
  /** The rendered MDX body (without the layout's header, table of contents, related links and change list). */
  body: Element;
}

/** Every legal file's id (its file name) and frontmatter, parsed by the real schema. */
function legalSources(): (LegalFrontmatter & { id: string })[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.mdx'))
    .sort()
    .map((file) => ({ id: legalId(file), ...legalSchema.parse(readFrontmatter(readFileSync(join(dir, file), 'utf8'))) }));
}

/** Ids of the legal files marked draft: a production build has no page for them. */
export function draftLegalIds(): string[] {
  return legalSources()
    .filter((data) => data.draft)
    .map((data) => data.id);
}

/** Every published legal document with its built page. */
export function legalCases(): LegalCase[] {
  return legalSources()
    .filter((data) => !data.draft)
    .map((data) => {
      const built = page(`/${data.id}`);
      const body = built.document.querySelector('[data-legal-body]');
      if (!body) throw new Error(`/${data.id}: no [data-legal-body] element`);
      return { id: data.id, data, page: built, body };
    });
}

/**
 * The body as a list of "sentences": each table row is one (its cells joined
 * by " | "), each paragraph and list item is split after . ! ? followed by a
 * space. A figure and its meaning are expected in the same sentence or row.
 */
export function sentences(body: Element): string[] {
  const out: string[] = [];
  for (const row of body.querySelectorAll('tr')) {
    out.push(normalizeText([...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '').join(' | ')));
  }
  for (const block of body.querySelectorAll('p, li, h2, h3, dt, dd')) {
    // A list item's nested list is its own block.
    const clone = block.cloneNode(true) as Element;
    for (const nested of clone.querySelectorAll('ul, ol')) nested.remove();
    out.push(...normalizeText(clone.textContent ?? '').split(/(?<=[.!?])\s+(?=[A-Z0-9"(])/));
  }
  return out.filter(Boolean);
}
