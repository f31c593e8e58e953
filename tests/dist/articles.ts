/**
 * What the publication audits share (press.test.ts, collections.test.ts): the entries as the
 * production rules order them, and how a built article is read: its date line, its correction
 * note and its body.
 */
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
const plain = (value: string) => value.replace(/[‘’]/g, "'").replace(/[“”]/g, '"');
/** The article of a built page shows a body: the MDX rendered in its prose block (Astro renders the MDX itself). */
export function expectBody(article: Element | null) {
  const prose = article?.querySelector('.prose');
  expect(text(prose).length, 'the body of the article').toBeGreaterThan(0);
}
