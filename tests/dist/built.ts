/**
 * Read the built site in dist/ (or ASTRO_OUT_DIR) for the built-output audits.
 * Pages are parsed with linkedom, so audits read the HTML a visitor receives.
 */
import { readFileSync, existsSync, statSync } from 'node:fs';
import { walk } from '../../scripts/lib/walk.ts';
import { join, relative, sep } from 'node:path';
import { parseHTML } from 'linkedom';
import { distDir } from '../built-routes';
import { pageFile, routeOfFile } from '~/lib/routes';

export { distDir };

export interface BuiltPage {
  /** Route path, e.g. "/press/musical-ai" ("/" for the home page, "/404" for not found). */
  route: string;
  file: string;
  html: string;
  document: Document;
  /** Astro's static redirect pages (meta refresh). */
  isRedirect: boolean;
}

export function routeOf(file: string): string {
  return routeOfFile(relative(distDir, file).split(sep).join('/')) ?? file;
}

let cache: BuiltPage[] | undefined;
export function builtPages(): BuiltPage[] {
  if (cache) return cache;
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(`No built site in ${distDir}: run "npm run build" first.`);
  }
  cache = walk(distDir)
    .filter((file) => file.endsWith('.html'))
    .map((file) => {
      const html = readFileSync(file, 'utf8');
      const { document } = parseHTML(html);
      const isRedirect = !!document.querySelector('meta[http-equiv="refresh"]');
      return { route: routeOf(file), file, html, document: document as unknown as Document, isRedirect };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
  return cache;
}

export function contentPages(): BuiltPage[] {
  return builtPages().filter((page) => !page.isRedirect);
}

export function page(route: string): BuiltPage {
  const found = builtPages().find((p) => p.route === route);
  if (!found) throw new Error(`No built page for ${route}`);
  return found;
}

/** Resolve a site path to the file that serves it, or undefined. */
export function fileForPath(pathname: string): string | undefined {
  const clean = decodeURIComponent(pathname).replace(/\/+$/, '') || '/';
  // A page (as the build writes it), or any other file at that path (a feed, an image, the search index).
  const candidates = [join(distDir, pageFile(clean)), join(distDir, clean)];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile());
}

/** An element's text as a screen reader reads it: aria-hidden parts left out, whitespace collapsed. */
export function readText(el: Element | null | undefined): string {
  if (!el) return '';
  const copy = el.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The links under `root` named `name`: their aria-label, else their text as read aloud. */
export function linksNamed(root: ParentNode, name: string | RegExp): Element[] {
  return [...root.querySelectorAll('a[href]')].filter((link) => {
    const label = link.getAttribute('aria-label') ?? readText(link);
    return typeof name === 'string' ? label === name : name.test(label);
  });
}
