/**
 * The routes of the built site, read from the build itself so a page is
 * checked from the moment it exists: the public pages of the sitemap, the
 * redirects the build wrote to `_redirects` (the investor updates' bare
 * paths) and the not-found page. Used by the route, accessibility and nginx
 * tests (Playwright) and the built-output audits (Vitest).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { routeOfFile } from '../src/lib/routes.ts';
import { walk } from '../scripts/lib/walk.ts';

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
 * (noindex): every page the build wrote under /<id>/versions, so a new
 * version, and a redline against the version in force when it was
 * published, is checked from the moment it exists.
 */
export function legalArchiveRoutes(): string[] {
  return walk(distDir)
    .map((file) => relative(distDir, file).split(sep).join('/'))
    .filter((path) => /^[^/]+\/versions\//.test(path))
    .flatMap((path) => routeOfFile(path) ?? [])
    .sort();
}

/**
 * The clock the build ran on: `builtAt` of the next-change file it wrote
 * (src/lib/next-change.ts). Tests of what depends on the date judge the
 * build by its own clock, never by the machine's.
 */
export function builtAt(): Date {
  const file = JSON.parse(read('next-change.json')) as { builtAt?: string };
  if (!file.builtAt) throw new Error('next-change.json in the build has no builtAt');
  return new Date(file.builtAt);
}
