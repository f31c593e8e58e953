/**
 * The /search page's behavior: read ?q=, query the Pagefind index the build
 * wrote to /pagefind/, and list the results. Pagefind is loaded only when this
 * runs, so it never weighs on other pages.
 */

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
}
interface Pagefind {
  init(): Promise<void>;
  search(query: string): Promise<{ results: { data(): Promise<PagefindResultData> }[] }>;
}

/** How many results to show. */
export const RESULT_LIMIT = 10;

/** "1 result", "3 results": the status line after a search. */
export function statusText(query: string, count: number): string {
  if (!query) return 'Type a word or phrase and press Search.';
  if (count === 0) return `No results for “${query}”. Try fewer or different words.`;
  const shown = count > RESULT_LIMIT ? `, showing the first ${RESULT_LIMIT}` : '';
  return `${count} ${count === 1 ? 'result' : 'results'} for “${query}”${shown}.`;
}

/**
 * A result's address as the site links to it (normalizePath in src/lib/routes.ts, not imported: this
 * runs in the browser, and the route table would follow it there). Pagefind names a page by its file.
 */
export function resultHref(url: string): string {
  const [path = '', hash] = url.split('#', 2);
  const route =
    path
      .replace(/(^|\/)index\.html$/, '$1')
      .replace(/\.html$/, '')
      .replace(/(.)\/$/, '$1') || '/';
  return hash === undefined ? route : `${route}#${hash}`;
}

function renderResult(doc: Document, data: PagefindResultData): HTMLLIElement {
  const item = doc.createElement('li');
  item.className = 'card';
  const link = doc.createElement('a');
  link.href = resultHref(data.url);
  link.className = 'text-lg font-semibold text-brand';
  link.textContent = data.meta.title ?? data.url;
  const excerpt = doc.createElement('p');
  excerpt.className = 'mt-2 text-sm text-muted';
  // Pagefind escapes the page text and adds only <mark> around matches.
  excerpt.innerHTML = data.excerpt;
  item.append(link, excerpt);
  return item;
}

export async function runSearch(doc: Document): Promise<void> {
  const input = doc.querySelector<HTMLInputElement>('#search-input');
  const status = doc.querySelector<HTMLElement>('[data-search-status]');
  const list = doc.querySelector<HTMLOListElement>('[data-search-results]');
  if (!input || !status || !list) return;
  const query = (new URLSearchParams(doc.location.search).get('q') ?? '').trim();
  input.value = query;
  status.textContent = statusText(query, 0);
  if (!query) return;
  status.textContent = 'Searching…';
  try {
    // The index is written after the bundle, so the path must stay out of Vite's hands.
    const path = '/pagefind/pagefind.js';
    const pagefind = (await import(/* @vite-ignore */ path)) as Pagefind;
    await pagefind.init();
    const { results } = await pagefind.search(query);
    const data = await Promise.all(results.slice(0, RESULT_LIMIT).map((result) => result.data()));
    list.replaceChildren(...data.map((entry) => renderResult(doc, entry)));
    status.textContent = statusText(query, results.length);
  } catch (error) {
    status.textContent = `Search is unavailable right now (${(error as Error).message}). Browse the sections below.`;
  }
}
