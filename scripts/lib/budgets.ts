/**
 * The size budgets of the built site (docs/decisions.md#speed-and-size), read
 * from the build. Two tools share it: `.size-limit.ts` turns every byte limit
 * into a size-limit check (measured by size-limit's file plugin), and
 * scripts/check-budgets.ts runs size-limit with them and adds the rules that
 * are not a byte count of files: what a page without an island may load, its
 * inline script and stylesheet, and image dimensions.
 *
 * The checks follow the build, never a hand-kept list: every built page but
 * Astro's redirect stubs, the JavaScript each island page can load (followed
 * through static and dynamic imports), and every image file.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { init as lexerReady, parse as parseImports } from 'es-module-lexer';
import { parseHTML } from 'linkedom';
import type { Check } from 'size-limit';
import { documents } from '../../src/lib/collections.ts';
import { legalPath, legalVersionsPath, routeOfFile, scriptFilePages } from '../../src/lib/routes.ts';
import { walk } from './files.ts';

await lexerReady;

const KB = 1024;
export const budgets = {
  inlineScript: 2 * KB,
  css: 12 * KB,
  firstPaint: 30 * KB,
  homeFirstPaint: 40 * KB,
  /**
   * A legal document (its page, its archived versions and their redlines): the
   * text is the page, and a reader needs all of it, so it may not be cut to
   * fit. The browser paints the first screen while the rest streams in; the
   * page shell, which is what delays that paint, is the same as on every page.
   */
  documentFirstPaint: 40 * KB,
  islandJs: 70 * KB,
  image: 200 * KB,
};
/** Pages allowed to load script files without an island (src/lib/routes.ts). */
export const scriptPages = new Set(scriptFilePages);
const IMAGE_EXT = /\.(png|jpe?g|webp|avif|gif|svg)$/i;

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The legal documents a writer keeps in content/legal, by id: read from the folder, never listed by hand. */
export function legalDocumentIds(root = projectRoot): string[] {
  const folder = join(root, documents.legal.folder);
  return readdirSync(folder)
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => name.slice(0, -'.mdx'.length));
}

/** The first-paint budget of a page: the home page's, a legal document's, or every other page's. */
export function firstPaintBudget(route: string, legalIds: readonly string[]): number {
  if (route === '/') return budgets.homeFirstPaint;
  const isDocument = legalIds.some((id) => route === legalPath(id) || route.startsWith(`${legalVersionsPath(id)}/`));
  return isDocument ? budgets.documentFirstPaint : budgets.firstPaint;
}

/** Bytes as the budgets and the README state them: kibibytes, one decimal, "KB". */
export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
/** A limit in size-limit's notation; "KiB" because the budgets are in units of 1,024 bytes. */
const limit = (bytes: number) => `${bytes / KB} KiB`;

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

/** What a size-limit check measures, by its name: how the report reads a result back. */
export interface Budget {
  kind: 'first paint' | 'JavaScript' | 'image';
  /** The page, or for an image its path in the build. */
  subject: string;
  bytes: number;
}

/** Check names: a page's route or an image's path, then what is measured. */
export const checkName = (budget: Omit<Budget, 'bytes'>) => `${budget.subject} ${budget.kind}`;

/** Every byte budget of a built site as a size-limit check, and what each one stands for. */
export function sizeLimitChecks(
  site: BuiltSite,
  legalIds: readonly string[] = legalDocumentIds(),
): { checks: Check[]; budgets: Map<string, Budget> } {
  const all: (Budget & { files: string[]; gzip: boolean })[] = [
    // What the first paint needs: the HTML (with its inline styles) and any stylesheet file it links.
    ...site.pages.map((page) => ({
      kind: 'first paint' as const,
      subject: page.route,
      bytes: firstPaintBudget(page.route, legalIds),
      files: page.firstPaintFiles,
      gzip: true,
    })),
    // Everything an island page (or /search) can load, every chunk counted once.
    ...site.pages
      .filter((page) => page.mayLoadScripts && page.jsFiles.length)
      .map((page) => ({ kind: 'JavaScript' as const, subject: page.route, bytes: budgets.islandJs, files: page.jsFiles, gzip: true })),
    // Images are already compressed: their size on disk is what travels.
    ...site.images.map((file) => ({
      kind: 'image' as const,
      subject: sitePath(site.dist, file),
      bytes: budgets.image,
      files: [file],
      gzip: false,
    })),
  ];
  return {
    checks: all.map((budget) => ({
      name: checkName(budget),
      path: budget.files,
      limit: limit(budget.bytes),
      ...(budget.gzip ? { gzip: true } : { brotli: false }),
    })),
    budgets: new Map(all.map(({ kind, subject, bytes }) => [checkName({ kind, subject }), { kind, subject, bytes }])),
  };
}

/**
 * The page's CSS, gzipped as one text. The stylesheet is inline in every page
 * (astro.config.mjs), so this is part of the HTML rather than a file a byte
 * check could name.
 */
export const cssGzip = (page: BuiltPage) => (page.cssText ? gzipSync(page.cssText, { level: 9 }).length : 0);

/** Budget failures that are not a byte count of files, each a sentence naming the page, the number and the limit. */
export function pageRuleFailures(dist: string, page: BuiltPage): string[] {
  const out: string[] = [];
  const css = cssGzip(page);
  const fail = (text: string) => out.push(`${page.route}: ${text}`);
  if (!page.mayLoadScripts) {
    if (page.scriptElements > 0 || page.jsFiles.length > 0) {
      const files = page.jsFiles.map((f) => sitePath(dist, f)).join(', ') || `${page.scriptElements} script element(s)`;
      fail(`loads script files but has no island (${files}); pages without an island may load none`);
    }
    if (page.inlineScriptBytes > budgets.inlineScript)
      fail(`inline script is ${page.inlineScriptBytes} bytes, over the ${budgets.inlineScript}-byte budget for pages without an island`);
    if (css > budgets.css) fail(`CSS is ${kb(css)} gzip, over the ${kb(budgets.css)} budget`);
  } else {
    for (const src of page.blocking) fail(`script ${src} is render-blocking: make it type="module", defer or async`);
  }
  for (const missing of page.jsMissing) fail(`references ${missing}, which is not in the build`);
  for (const img of page.images) {
    if (!img.width || !img.height) fail(`<img src="${img.src}"> has no ${!img.width ? 'width' : 'height'} attribute (layout shift)`);
  }
  return out;
}
