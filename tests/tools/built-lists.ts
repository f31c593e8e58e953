/**
 * The lists a new press release must lead, read from a throwaway copy's build:
 * the home page's "In the press" list and an RSS feed. Shared by the tests in
 * which a writer adds a release (living-content, writer-press).
 */
import { readFileSync } from 'node:fs';
import { DOMParser } from 'linkedom';

/** The links of the home page's list labelled by its "In the press" heading, in order. */
export function homeLatestPress(home: Document): (string | null)[] {
  const list = [...home.querySelectorAll('ul[aria-labelledby]')].find(
    (ul) => home.getElementById(ul.getAttribute('aria-labelledby')!)?.textContent?.trim() === 'In the press',
  );
  return [...(list?.querySelectorAll(':scope > li a') ?? [])].map((a) => a.getAttribute('href'));
}

/** An RSS feed file's items, in order: each one's link and title. */
export function feedItems(file: string): { link: string | null | undefined; title: string | null | undefined }[] {
  const feed = new DOMParser().parseFromString(readFileSync(file, 'utf8'), 'text/xml');
  return [...feed.querySelectorAll('item')].map((item) => ({
    link: item.querySelector('link')?.textContent,
    title: item.querySelector('title')?.textContent,
  }));
}
