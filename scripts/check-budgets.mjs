#!/usr/bin/env node
/**
 * Size budgets over the built site (docs/decisions.md#speed-and-size). Prints a table
 * per page and exits 1 listing every page over a budget, with the numbers and
 * the files that make them up.
 *
 *   npm run test:budgets            audits dist/ (or ASTRO_OUT_DIR)
 *   node scripts/check-budgets.mjs --dir some/dist
 *
 * Budgets:
 * - every page: what the first paint needs, the HTML with its inline styles
 *   plus any stylesheet file it links, ≤ 30 KB gzip (the home page 40 KB);
 * - pages without an island: no script file, inline script ≤ 2 KB, CSS ≤ 12 KB
 *   gzip;
 * - pages with an island (and /search, the one page allowed a script without
 *   one): all JavaScript they can load (entry, renderer, chunks followed
 *   through static and dynamic imports) ≤ 70 KB gzip, none render-blocking;
 * - every page: each <img> has width and height; no image over 200 KB.
 */
import { readFileSync, statSync, existsSync } from 'node:fs';
import { join, relative, resolve, dirname, sep, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { parseHTML } from 'linkedom';
import { init as lexerReady, parse as parseImports } from 'es-module-lexer';
import { walk } from './lib/files.mjs';
import { routeOfFile } from '../src/lib/routes.ts';

await lexerReady;

const KB = 1024;
export const budgets = {
  inlineScript: 2 * KB,
  css: 12 * KB,
  firstPaint: 30 * KB,
  homeFirstPaint: 40 * KB,
  islandJs: 70 * KB,
  image: 200 * KB,
};
/** Pages allowed to load script files without an island (site search). */
export const scriptPages = new Set(['/search']);
const IMAGE_EXT = /\.(png|jpe?g|webp|avif|gif|svg)$/i;

const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
export const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

function routeOf(dist, file) {
  const rel = relative(dist, file).split(sep).join('/');
  // A folder's index.html answers at the folder (how a fixture may lay a page out); otherwise as the build writes pages.
  return rel.endsWith('/index.html') ? `/${rel.slice(0, -'/index.html'.length)}` : (routeOfFile(rel) ?? `/${rel}`);
}

/** A site path or URL (relative to `fromPath`) as a file in dist, or undefined when external. */
function localFile(dist, fromPath, ref) {
  if (!ref || /^(data:|blob:|mailto:|tel:|#)/.test(ref)) return undefined;
  const url = new URL(ref, `http://site.invalid${fromPath}`);
  if (url.origin !== 'http://site.invalid') return undefined;
  return join(dist, decodeURIComponent(url.pathname));
}

/** Import specifiers in a built JS module: static, dynamic and Vite's preload lists. */
export function importsOf(code) {
  const [imports] = parseImports(code);
  const found = new Set(imports.map((entry) => entry.n).filter((name) => name && /\.m?js$/.test(name)));
  // __vite__mapDeps([...]) lists chunks a dynamic import preloads, as paths from the site root: data, not imports.
  for (const match of code.matchAll(/["']((?:\/)?_astro\/[^"']+\.m?js)["']/g)) found.add(match[1]);
  return [...found];
}

/** Every JS file reachable from the entries, following imports; Map file → gzip bytes. */
export function reachableJs(dist, entries) {
  const seen = new Map();
  const missing = [];
  const queue = [...entries];
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    if (!existsSync(file)) {
      missing.push(relative(dist, file));
      seen.set(file, 0);
      continue;
    }
    const code = readFileSync(file);
    seen.set(file, gz(code));
    for (const importPath of importsOf(code.toString('utf8'))) {
      const target = importPath.startsWith('/')
        ? join(dist, importPath)
        : importPath.startsWith('_astro/')
          ? join(dist, importPath)
          : resolve(dirname(file), importPath);
      if (/^https?:/.test(importPath)) continue;
      queue.push(target);
    }
  }
  return { files: seen, missing };
}

/** Measure one page. */
export function measurePage(dist, file) {
  const html = readFileSync(file);
  const { document } = parseHTML(html.toString('utf8'));
  const route = routeOf(dist, file);
  const pagePath = route === '/' ? '/' : `${route}/`;
  const isRedirect = !!document.querySelector('meta[http-equiv="refresh"]');
  const island = !!document.querySelector('astro-island');

  const inlineScripts = [...document.querySelectorAll('script:not([src])')].filter((s) => !/json/.test(s.getAttribute('type') ?? ''));
  const inlineScriptBytes = inlineScripts.reduce((sum, s) => sum + Buffer.byteLength(s.textContent ?? ''), 0);

  const scriptEls = [...document.querySelectorAll('script[src]')];
  const blocking = scriptEls
    .filter((s) => s.getAttribute('type') !== 'module' && !s.hasAttribute('async') && !s.hasAttribute('defer'))
    .map((s) => s.getAttribute('src'));
  const jsRefs = [
    ...scriptEls.map((s) => s.getAttribute('src')),
    ...[...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')),
    ...[...document.querySelectorAll('astro-island')].flatMap((el) =>
      ['component-url', 'renderer-url', 'before-hydration-url'].map((a) => el.getAttribute(a)),
    ),
  ].filter(Boolean);
  // Inline module scripts (Astro inlines small bundles) import chunks too.
  const inlineImports = inlineScripts.flatMap((s) => importsOf(s.textContent ?? ''));
  const entries = [...new Set([...jsRefs, ...inlineImports])].map((ref) => localFile(dist, pagePath, ref)).filter(Boolean);
  const js = reachableJs(dist, entries);
  const jsGzip = [...js.files.values()].reduce((a, b) => a + b, 0);

  const cssFiles = [...document.querySelectorAll('link[rel="stylesheet"]')]
    .map((l) => localFile(dist, pagePath, l.getAttribute('href')))
    .filter(Boolean);
  const linkedCss = cssFiles.filter(existsSync).map((f) => readFileSync(f, 'utf8'));
  const cssText = [...linkedCss, ...[...document.querySelectorAll('style')].map((s) => s.textContent ?? '')].join('\n');

  const images = [...document.querySelectorAll('img')].map((img) => ({
    src: img.getAttribute('src') ?? '',
    width: img.getAttribute('width'),
    height: img.getAttribute('height'),
    files: [img.getAttribute('src'), ...(img.getAttribute('srcset') ?? '').split(',').map((c) => c.trim().split(/\s+/)[0])]
      .map((ref) => localFile(dist, pagePath, ref))
      .filter((f) => f && existsSync(f)),
  }));

  return {
    route,
    file,
    isRedirect,
    island,
    htmlGzip: gz(html),
    firstPaintGzip: gz(html) + linkedCss.reduce((sum, css) => sum + gz(Buffer.from(css)), 0),
    cssGzip: cssText ? gz(Buffer.from(cssText)) : 0,
    inlineScriptBytes,
    scriptFiles: scriptEls.length + document.querySelectorAll('link[rel="modulepreload"]').length,
    jsFiles: js.files,
    jsMissing: js.missing,
    jsGzip,
    blocking,
    images,
  };
}

/** Budget failures of one measured page, each a sentence naming page, number, limit and files. */
export function pageFailures(dist, m) {
  const out = [];
  const fail = (text) => out.push(`${m.route}: ${text}`);
  const jsList = () =>
    [...m.jsFiles.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([f, size]) => `${relative(dist, f).split(sep).join('/')} ${kb(size)}`)
      .join(', ');
  const mayLoadScripts = m.island || scriptPages.has(m.route);
  if (!mayLoadScripts) {
    if (m.scriptFiles > 0 || m.jsFiles.size > 0)
      fail(
        `loads script files but has no island (${jsList() || `${m.scriptFiles} script element(s)`}); pages without an island may load none`,
      );
    if (m.inlineScriptBytes > budgets.inlineScript)
      fail(`inline script is ${m.inlineScriptBytes} bytes, over the ${budgets.inlineScript}-byte budget for pages without an island`);
    if (m.cssGzip > budgets.css) fail(`CSS is ${kb(m.cssGzip)} gzip, over the ${kb(budgets.css)} budget`);
  } else {
    if (m.jsGzip > budgets.islandJs)
      fail(`JavaScript it can load is ${kb(m.jsGzip)} gzip, over the ${kb(budgets.islandJs)} budget (${jsList()})`);
    for (const src of m.blocking) fail(`script ${src} is render-blocking: make it type="module", defer or async`);
  }
  const firstPaintBudget = m.route === '/' ? budgets.homeFirstPaint : budgets.firstPaint;
  if (m.firstPaintGzip > firstPaintBudget)
    fail(`HTML and render-blocking CSS are ${kb(m.firstPaintGzip)} gzip, over the ${kb(firstPaintBudget)} budget for the first paint`);
  for (const missing of m.jsMissing) fail(`references ${missing}, which is not in the build`);
  for (const img of m.images) {
    if (!img.width || !img.height) fail(`<img src="${img.src}"> has no ${!img.width ? 'width' : 'height'} attribute (layout shift)`);
    for (const f of img.files) {
      const size = statSync(f).size;
      if (size > budgets.image) fail(`image ${relative(dist, f)} is ${kb(size)}, over the ${kb(budgets.image)} budget`);
    }
  }
  return out;
}

/** Audit a built site: measured pages, failures, and image files over budget anywhere in it. */
export function auditSite(dist) {
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`No built site in ${dist}: run "npm run build" first.`);
  const files = walk(dist);
  const pages = files
    .filter((f) => f.endsWith('.html'))
    .map((f) => measurePage(dist, f))
    .filter((m) => !m.isRedirect)
    .sort((a, b) => a.route.localeCompare(b.route));
  const failures = pages.flatMap((m) => pageFailures(dist, m));
  for (const f of files.filter((f) => IMAGE_EXT.test(f))) {
    const size = statSync(f).size;
    const line = `image ${relative(dist, f)} is ${kb(size)}, over the ${kb(budgets.image)} budget`;
    if (size > budgets.image && !failures.some((x) => x.endsWith(line))) failures.push(`(file) ${line}`);
  }
  return { pages, failures };
}

export function formatTable(pages) {
  const head = ['page', 'kind', 'first paint gz', 'CSS gz', 'inline JS', 'JS files', 'JS gz', 'img'];
  const rows = pages.map((m) => [
    m.route,
    m.island ? 'island' : scriptPages.has(m.route) ? 'script' : 'static',
    kb(m.firstPaintGzip),
    kb(m.cssGzip),
    `${m.inlineScriptBytes} B`,
    String(m.jsFiles.size),
    kb(m.jsGzip),
    String(m.images.length),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--dir');
  const dist = resolve(at > 0 ? process.argv[at + 1] : (process.env.ASTRO_OUT_DIR ?? 'dist'));
  const { pages, failures } = auditSite(dist);
  console.log(`Size budgets for ${posix.normalize(relative(process.cwd(), dist) || '.')} (${pages.length} pages)\n`);
  console.log(formatTable(pages));
  console.log(
    `\nBudgets: every page's HTML with render-blocking CSS ≤ ${kb(budgets.firstPaint)} (home ${kb(budgets.homeFirstPaint)}); static pages no script file, inline JS ≤ ${budgets.inlineScript} B, CSS ≤ ${kb(budgets.css)}; island pages JS ≤ ${kb(budgets.islandJs)}, none render-blocking; images ≤ ${kb(budgets.image)} with width and height.`,
  );
  if (failures.length) {
    console.error(`\n${failures.length} budget failure(s):\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);
    process.exit(1);
  }
  console.log('\nAll pages within budget.');
}
