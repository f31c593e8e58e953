/**
 * The size-budget check (scripts/check-budgets.ts: the byte limits size-limit
 * measures, and the page rules of
 * scripts/lib/budgets.ts) against two fixture sites: a lean one it must pass, and
 * one with every kind of overrun, each of which it must name with the page, the
 * number, the budget and the files, whichever of the two catches it. Sizes are
 * made from the budgets module, so a budget change needs no change here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { auditSite, formatTable } from '../../scripts/check-budgets.ts';
import { budgets, kb, legalDocumentIds } from '../../scripts/lib/budgets.ts';
import { importsOf } from '../../scripts/lib/built-site.ts';
import { legalComparePath, legalPath, legalVersionPath, pageFile } from '../../src/lib/routes.ts';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** A throwaway dist/ from a map of paths to contents. */
function site(files: Record<string, string | Buffer>): string {
  const root = mkdtempSync(join(tmpdir(), 'budgets-'));
  roots.push(root);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

const page = (head: string, body = '<h1>Hello</h1>') =>
  `<!doctype html><html lang="en"><head><title>t</title>${head}</head><body>${body}</body></html>`;
/** Text that gzip cannot shrink much: random bytes in base64, about `bytes` long once gzipped. */
const random = (bytes: number) => randomBytes(Math.round(bytes)).toString('base64');
const incompressible = (bytes: number) => `<p>${random(bytes)}</p>`;
/** A module that does not compress, in a string literal: bare base64 can read as a regular expression and stop the import lexer. */
const randomModule = (bytes: number) => `export const s="${random(bytes)}";`;
const gz = (content: string | Buffer) => gzipSync(content, { level: 9 }).length;
/** Between the first-paint budget of every page and the larger one of the home page and the legal documents. */
const between = incompressible((budgets.firstPaint + budgets.homeFirstPaint) / 2);
const overLarger = incompressible(budgets.homeFirstPaint + 4 * 1024);
const firstPaintOver = (route: string, budget: number) =>
  new RegExp(`^${route}: HTML and render-blocking CSS are \\d+\\.\\d KB gzip, over the ${kb(budget).replace('.', '\\.')} budget`);

describe('a lean site', () => {
  it('passes, the home page allowed its larger first paint, and is printed with what size-limit measured', async () => {
    const html = page('<link rel="stylesheet" href="/_astro/a.css"><script>document.documentElement.dataset.js=""</script>', between);
    const { pages, failures } = await auditSite(site({ 'index.html': html, '_astro/a.css': 'body{color:red}' }));
    expect(failures).toEqual([]);
    expect(pages[0]!.firstPaintGzip).toBe(gz(html) + gz('body{color:red}'));
    expect(formatTable(pages)).toMatch(/^\/\s+static/m);
  });

  it('a folder without a built site fails instead of passing nothing', async () => {
    await expect(auditSite(site({ 'about.txt': 'not a build' }))).rejects.toThrow(/^No built site in .*: run "npm run build" first\.$/);
  });
});

describe('a site over every budget', () => {
  const [legal] = legalDocumentIds();
  const island = (url: string) => `<astro-island component-url="/_astro/${url}" renderer-url="/_astro/client.js"></astro-island>`;
  const reached = ['Calc.js', 'client.js', 'lazy.js', 'page.js', 'pre.js', 'react.js'].map((name) => `_astro/${name}`);
  let dist: string;
  let result: Awaited<ReturnType<typeof auditSite>>;

  beforeAll(async () => {
    expect(legal, 'content/legal holds no document to take the budget from').toBeDefined();
    dist = site({
      'index.html': page('', overLarger),
      'about/index.html': page(
        `<script type="module" src="/_astro/x.js"></script><script>${'a'.repeat(budgets.inlineScript + 52)}</script>`,
      ),
      '_astro/x.js': 'console.log(1)',
      'pricing/index.html': page(`<style>${random(budgets.css * 1.2)}</style>`, between),
      'terms/index.html': page('<link rel="stylesheet" href="/_astro/t.css">', incompressible(budgets.firstPaint)),
      '_astro/t.css': random(budgets.css / 2),
      [pageFile(legalPath(legal!))]: page('', between),
      [pageFile(legalVersionPath(legal!, '1.0'))]: page('', between),
      [pageFile(legalComparePath(legal!, '1.1', '1.0'))]: page('', overLarger),
      [pageFile(`${legalPath(legal!)}-notes`)]: page('', between),
      'use-cases/index.html': page('', `${island('Calc.js')}<script type="module">import "/_astro/page.js";</script>`),
      '_astro/Calc.js': 'import{a}from"./react.js";const m=()=>import("./lazy.js");const __vite__mapDeps=["_astro/pre.js"];',
      '_astro/client.js': 'export*from"./react.js";',
      '_astro/react.js': randomModule(budgets.islandJs),
      '_astro/lazy.js': randomModule(1024),
      '_astro/pre.js': randomModule(1024),
      '_astro/page.js': 'import("./missing.js")',
      'features/index.html': page('<script src="/_astro/legacy.js"></script>', island('c.js')),
      '_astro/legacy.js': '1',
      '_astro/c.js': '1',
      'visuals/index.html': page('', '<img src="/_astro/big.png" width="10" height="10" alt=""><img src="/logo.svg" width="10" alt="">'),
      '_astro/big.png': Buffer.alloc(budgets.image + 1024),
      'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'unused/huge.jpg': Buffer.alloc(budgets.image + 2048),
      'old/index.html': page('<meta http-equiv="refresh" content="0;url=/"><script src="/x.js"></script>'),
    });
    result = await auditSite(dist);
  });

  it('names a page without an island that loads a script file or too much inline script', () => {
    expect(result.failures).toContainEqual(expect.stringMatching(/^\/about: loads script files but has no island \(_astro\/x\.js/));
    expect(result.failures).toContain(
      `/about: inline script is ${budgets.inlineScript + 52} bytes, over the ${budgets.inlineScript}-byte budget for pages without an island`,
    );
  });

  it('names a first paint and CSS over budget, the home page and the legal documents with their larger one', () => {
    const over = (route: string) => result.failures.filter((failure) => failure.startsWith(`${route}: HTML`));
    expect(over('/pricing')).toEqual([expect.stringMatching(firstPaintOver('/pricing', budgets.firstPaint))]);
    expect(over('/terms')).toEqual([expect.stringMatching(firstPaintOver('/terms', budgets.firstPaint))]);
    expect(result.failures).toContainEqual(expect.stringMatching(/^\/pricing: CSS is \d+\.\d KB gzip, over the .* budget$/));
    expect(over('/')).toEqual([expect.stringMatching(firstPaintOver('/', budgets.homeFirstPaint))]);
    expect(over(legalPath(legal!))).toEqual([]);
    expect(over(legalVersionPath(legal!, '1.0'))).toEqual([]);
    const compare = legalComparePath(legal!, '1.1', '1.0');
    expect(over(compare)).toEqual([expect.stringMatching(firstPaintOver(compare, budgets.documentFirstPaint))]);
    expect(over(`${legalPath(legal!)}-notes`)).toEqual([
      expect.stringMatching(firstPaintOver(`${legalPath(legal!)}-notes`, budgets.firstPaint)),
    ]);
  });

  it('follows an island through static and dynamic imports and Vite preload lists', () => {
    const row = result.pages.find((entry) => entry.page.route === '/use-cases')!;
    expect(row.page.jsFiles.map((file) => file.slice(dist.length + 1)).sort()).toEqual(reached);
    // size-limit measured every file the island can load, each once.
    expect(row.jsGzip).toBe(reached.reduce((sum, name) => sum + gz(readFileSync(join(dist, name))), 0));
    const js = result.failures.find((failure) => failure.startsWith('/use-cases: JavaScript'));
    expect(js).toMatch(new RegExp(`^/use-cases: JavaScript it can load is \\d+\\.\\d KB gzip, over the ${kb(budgets.islandJs)} budget`));
    for (const name of reached) expect(js).toContain(name);
    expect(result.failures).toContain('/use-cases: references _astro/missing.js, which is not in the build');
  });

  it('names render-blocking scripts, images without dimensions and images over budget anywhere in the build', () => {
    expect(result.failures).toContain('/features: script /_astro/legacy.js is render-blocking: make it type="module", defer or async');
    // Their size on disk, not gzipped: zeros would gzip to almost nothing.
    expect(result.failures).toContain(`image _astro/big.png is ${kb(budgets.image + 1024)}, over the ${kb(budgets.image)} budget`);
    expect(result.failures).toContain(`image unused/huge.jpg is ${kb(budgets.image + 2048)}, over the ${kb(budgets.image)} budget`);
    expect(result.failures).toContain('/visuals: <img src="/logo.svg"> has no height attribute (layout shift)');
  });

  it('skips redirect pages and reads import specifiers of minified modules', () => {
    expect(result.failures.filter((failure) => failure.startsWith('/old'))).toEqual([]);
    expect(importsOf('import{a as b}from"./c.js";export{d}from"./e.js";import"./f.js";import("./g.js");import(`/h.js`)').sort()).toEqual([
      './c.js',
      './e.js',
      './f.js',
      './g.js',
      '/h.js',
    ]);
  });
});
