/**
 * The routes of the built site, read from the build itself so a page is
 * checked from the moment it exists: the public pages of the sitemap, the
 * redirects the build wrote to `_redirects` (the investor updates' bare
 * paths) and the not-found page. Used by the route, accessibility and nginx
 * tests (Playwright) and the built-output audits (Vitest).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const distDir = resolve(process.env.ASTRO_OUT_DIR ?? 'dist');

function read(path: string): string {
  const file = join(distDir, path);
  if (!existsSync(file)) throw new Error(`${path} is not in ${distDir}: run "npm run build" first.`);
  return readFileSync(file, 'utf8');
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.trim());

/** Every page the sitemap lists, as a path ("/", "/press/musical-ai"), sorted. */
export function sitemapRoutes(): string[] {
  const routes = locs(read('sitemap-index.xml'))
    .flatMap((sitemap) => locs(read(new URL(sitemap).pathname)))
    .map((url) => new URL(url).pathname.replace(/\/+$/, '') || '/');
  return [...new Set(routes)].sort();
}

/** Bare path → target of every redirect the build wrote (`_redirects`: "from to status"). */
export function redirectRoutes(): Record<string, string> {
  const lines = read('_redirects')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  return Object.fromEntries(lines.map((line) => line.split(/\s+/) as [string, string]).map(([from, to]) => [from, to]));
}

/** A path no page has: the server answers it with the not-found page. */
export const unknownRoute = '/no-such-page/here';

/**
 * The legal archive's pages, which the sitemap leaves out on purpose
 * (noindex): derived from the archive itself (content/legal/versions), so a
 * new frozen version is checked from the moment it exists. Every document
 * with frozen versions has a versions list, each version its page, and each
 * version after the oldest its redline.
 */
export function legalArchiveRoutes(): string[] {
  const root = resolve('content/legal/versions');
  if (!existsSync(root)) return [];
  const byVersion = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });
  return readdirSync(root)
    .sort()
    .flatMap((id) => {
      const versions = readdirSync(join(root, id))
        .filter((name) => name.endsWith('.html'))
        .map((name) => name.replace(/\.html$/, ''))
        .sort(byVersion);
      return [
        `/${id}/versions`,
        ...versions.map((v) => `/${id}/versions/${v}`),
        ...versions.slice(1).map((v) => `/${id}/versions/${v}/compare`),
      ];
    });
}
