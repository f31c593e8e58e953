/**
 * The built site as the budgets read it (scripts/lib/budgets.ts): every page but Astro's
 * redirect stubs, with the stylesheets its first paint waits for, its inline script, the
 * JavaScript it can load (followed through static and dynamic imports and Vite's preload
 * lists) and its images; and every image file in the build.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { init as lexerReady, parse as parseImports } from 'es-module-lexer';
import { parseHTML } from 'linkedom';
import { routeOfFile, scriptFilePages } from '../../src/lib/routes.ts';
import { walk } from './walk.ts';

await lexerReady;

/** Pages allowed to load script files without an island (src/lib/routes.ts). */
export const scriptPages = new Set(scriptFilePages);
const IMAGE_EXT = /\.(png|jpe?g|webp|avif|gif|svg)$/i;

export interface BuiltPage {
  route: string;
  file: string;
  island: boolean;
  /** An island page, or a page allowed a script without one. */
  mayLoadScripts: boolean;
  /** The HTML and every stylesheet file it links: what the first paint waits for. */
  firstPaintFiles: string[];
  /** Every stylesheet the page applies, inline and linked. */
  cssText: string;
  inlineScriptBytes: number;
  /** `<script src>` and `<link rel="modulepreload">` elements. */
  scriptElements: number;
  /** Script files without type="module", defer or async. */
  blocking: string[];
  /** Every JavaScript file the page can load, following imports. */
  jsFiles: string[];
  /** Imports that name a file the build does not have. */
  jsMissing: string[];
  images: { src: string; width: string | null; height: string | null }[];
}

export interface BuiltSite {
  dist: string;
  pages: BuiltPage[];
  /** Every image file in the build, referenced or not. */
  images: string[];
}

/** A file's path from the site root, with forward slashes, for messages. */
export const sitePath = (dist: string, file: string) => relative(dist, file).split(sep).join('/');

function routeOf(dist: string, file: string): string {
  const rel = sitePath(dist, file);
  // A folder's index.html answers at the folder (how a fixture may lay a page out); otherwise as the build writes pages.
  return rel.endsWith('/index.html') ? `/${rel.slice(0, -'/index.html'.length)}` : (routeOfFile(rel) ?? `/${rel}`);
}

/** A site path or URL (relative to `fromPath`) as a file in dist, or undefined when external. */
function localFile(dist: string, fromPath: string, ref: string | null | undefined): string | undefined {
  if (!ref || /^(data:|blob:|mailto:|tel:|#)/.test(ref)) return undefined;
  const url = new URL(ref, `http://site.invalid${fromPath}`);
  if (url.origin !== 'http://site.invalid') return undefined;
  return join(dist, decodeURIComponent(url.pathname));
}

/** Import specifiers in a built JS module: static, dynamic and Vite's preload lists. */
export function importsOf(code: string): string[] {
  const [imports] = parseImports(code);
  const found = new Set(imports.map((entry) => entry.n).filter((name): name is string => !!name && /\.m?js$/.test(name)));
  // __vite__mapDeps([...]) lists chunks a dynamic import preloads, as paths from the site root: data, not imports.
  for (const match of code.matchAll(/["']((?:\/)?_astro\/[^"']+\.m?js)["']/g)) found.add(match[1]!);
  return [...found];
}

/** Every JS file reachable from the entries, following imports, and the ones missing from the build. */
function reachableJs(dist: string, entries: string[]): { files: string[]; missing: string[] } {
  const seen = new Set<string>();
  const files: string[] = [];
  const missing: string[] = [];
  const queue = [...entries];
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!existsSync(file)) {
      missing.push(sitePath(dist, file));
      continue;
    }
    files.push(file);
    for (const importPath of importsOf(readFileSync(file, 'utf8'))) {
      if (/^https?:/.test(importPath)) continue;
      queue.push(
        importPath.startsWith('/') || importPath.startsWith('_astro/') ? join(dist, importPath) : resolve(dirname(file), importPath),
      );
    }
  }
  return { files, missing };
}

/** One built page, or undefined for Astro's redirect stubs (a meta refresh, nothing to budget). */
export function readPage(dist: string, file: string): BuiltPage | undefined {
  const { document } = parseHTML(readFileSync(file, 'utf8'));
  if (document.querySelector('meta[http-equiv="refresh"]')) return undefined;
  const route = routeOf(dist, file);
  const pagePath = route === '/' ? '/' : `${route}/`;
  const island = !!document.querySelector('astro-island');
  const attr = (selector: string, name: string) => [...document.querySelectorAll(selector)].map((el) => el.getAttribute(name));

  const inlineScripts = [...document.querySelectorAll('script:not([src])')].filter((s) => !/json/.test(s.getAttribute('type') ?? ''));
  const scriptEls = [...document.querySelectorAll('script[src]')];
  const jsRefs = [
    ...attr('script[src]', 'src'),
    ...attr('link[rel="modulepreload"]', 'href'),
    ...['component-url', 'renderer-url', 'before-hydration-url'].flatMap((name) => attr('astro-island', name)),
    // Inline module scripts (Astro inlines small bundles) import chunks too.
    ...inlineScripts.flatMap((s) => importsOf(s.textContent ?? '')),
  ];
  const entries = [...new Set(jsRefs.map((ref) => localFile(dist, pagePath, ref)).filter((f) => f !== undefined))];
  const js = reachableJs(dist, entries);

  const cssFiles = attr('link[rel="stylesheet"]', 'href')
    .map((href) => localFile(dist, pagePath, href))
    .filter((f): f is string => f !== undefined && existsSync(f));
  const cssText = [
    ...cssFiles.map((f) => readFileSync(f, 'utf8')),
    ...[...document.querySelectorAll('style')].map((s) => s.textContent ?? ''),
  ]
    .filter(Boolean)
    .join('\n');

  return {
    route,
    file,
    island,
    mayLoadScripts: island || scriptPages.has(route),
    firstPaintFiles: [file, ...cssFiles],
    cssText,
    inlineScriptBytes: inlineScripts.reduce((sum, s) => sum + Buffer.byteLength(s.textContent ?? ''), 0),
    scriptElements: scriptEls.length + document.querySelectorAll('link[rel="modulepreload"]').length,
    blocking: scriptEls
      .filter((s) => s.getAttribute('type') !== 'module' && !s.hasAttribute('async') && !s.hasAttribute('defer'))
      .map((s) => s.getAttribute('src') ?? ''),
    jsFiles: js.files,
    jsMissing: js.missing,
    images: [...document.querySelectorAll('img')].map((img) => ({
      src: img.getAttribute('src') ?? '',
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
    })),
  };
}

/** Read a built site. A folder without a built home page is an error, not an empty pass. */
export function readSite(dist: string): BuiltSite {
  const root = resolve(dist);
  if (!existsSync(join(root, 'index.html'))) throw new Error(`No built site in ${root}: run "npm run build" first.`);
  const files = walk(root);
  const pages = files
    .filter((f) => f.endsWith('.html'))
    .map((f) => readPage(root, f))
    .filter((page) => page !== undefined)
    .sort((a, b) => a.route.localeCompare(b.route));
  return { dist: root, pages, images: files.filter((f) => IMAGE_EXT.test(f)) };
}
