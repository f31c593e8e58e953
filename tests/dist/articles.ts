/**
 * What the publication audits share (press.test.ts, collections.test.ts): the entries as the
 * production rules order them, and how a built article is read: its date line, its correction
 * note and its body against its MDX source.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { isoDate, isoDateTime } from '~/lib/dates';
import { documents } from '~/lib/collections';
import { entries, newestFirst } from '../content';

export const LONG_DATE = /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/;

export const press = newestFirst(entries(documents.press));
export const updates = newestFirst(entries(documents.investorUpdates));
export const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** The element labelled (aria-labelledby) by the heading that reads `name`: a named section, aside or list. */
export function labelledBy(doc: Document, name: string): Element {
  const found = [...doc.querySelectorAll('[aria-labelledby]')].find(
    (el) => text(doc.getElementById(el.getAttribute('aria-labelledby')!)) === name,
  );
  if (!found) throw new Error(`nothing labelled "${name}"`);
  return found;
}
/** The first link inside `root` whose visible text starts with `label`. */
export const linkStartingWith = (root: ParentNode, label: string) => [...root.querySelectorAll('a')].find((a) => text(a).startsWith(label));
/** The date line of an article: the first <time> in its header. */
export const publishedTime = (doc: Document) => doc.querySelector('main article > header time[datetime]');
/**
 * A changed article says so beside its date: "Updated <date>" in the date line and the source's
 * updateNote right under it, in the article's header; an unchanged one shows neither.
 */
export function expectCorrection(doc: Document, data: Record<string, any>) {
  const header = doc.querySelector('main article > header')!;
  const times = [...header.querySelectorAll('time[datetime]')].map((time) => time.getAttribute('datetime'));
  if (!data.updated) {
    expect(times).toEqual([isoDateTime(data.date)]);
    expect(text(header)).not.toContain('Updated');
    return;
  }
  expect(times).toEqual([isoDateTime(data.date), isoDate(data.updated)]);
  const dateLine = publishedTime(doc)!.parentElement!;
  expect(text(dateLine)).toMatch(/ · Updated /);
  expect(plain(text(dateLine.nextElementSibling))).toBe(plain(data.updateNote).replace(/\s+/g, ' ').trim());
}
/** Quotes and apostrophes as plain ASCII, so a typographer's quotes compare equal to the source's. */
export const plain = (value: string) => value.replace(/[‘’]/g, "'").replace(/[“”]/g, '"');
/**
 * The body of an MDX source as a reader meets it: its section headings (`## `) and the words of
 * its first paragraph, between the expressions ({site.name}) that the build fills in.
 */
export function bodyOf(folder: string, id: string): { headings: string[]; words: string[] } {
  const mdx = readFileSync(join('content', folder, `${id}.mdx`), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
  const blocks = mdx
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block && !/^(import|export) /.test(block));
  const inline = (value: string) => value.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_`]/g, '');
  const headings = blocks.filter((block) => block.startsWith('## ')).map((block) => plain(inline(block.slice(3)).trim()));
  const first = blocks.find((block) => !/^[#|<>*-]/.test(block)) ?? '';
  const words = inline(first)
    .split(/\{[^}]*\}/)
    .map((part) => plain(part.replace(/\s+/g, ' ').trim()))
    .filter((part) => part.length > 2);
  return { headings, words };
}

/** The article of a built page shows the body of its source: the headings first, in order, and the first paragraph. */
export function expectBody(article: Element | null, folder: string, id: string) {
  const { headings, words } = bodyOf(folder, id);
  expect(words.length, `${folder}/${id}.mdx has a first paragraph`).toBeGreaterThan(0);
  const shown = plain(text(article));
  for (const part of words) expect(shown, 'the first paragraph').toContain(part);
  const h2s = [...(article?.querySelectorAll('h2') ?? [])].map((h2) => plain(text(h2)));
  expect(h2s.slice(0, headings.length), 'the section headings').toEqual(headings);
}
