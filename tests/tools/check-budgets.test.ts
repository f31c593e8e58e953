/**
 * The size-budget check (scripts/check-budgets.ts: size-limit with the checks
 * .size-limit.ts generates from the build, and the page rules of
 * scripts/lib/budgets.ts) against small fixture sites: it must pass a lean
 * page and name the page, the number, the budget and the files for each kind
 * of overrun, whichever of the two catches it.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { auditSite, formatTable } from '../../scripts/check-budgets.ts';
import { budgets, legalDocumentIds } from '../../scripts/lib/budgets.ts';
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
/** Text that gzip cannot shrink much: random bytes as hex. */
const incompressible = (bytes: number) => randomBytes(bytes).toString('base64');
const gz = (content: string | Buffer) => gzipSync(content, { level: 9 }).length;

describe('check-budgets', () => {
  it('passes a lean static page and prints it in the table with what size-limit measured', async () => {
    const html = page('<link rel="stylesheet" href="/_astro/a.css"><script>document.documentElement.dataset.js=""</script>');
    const dist = site({ 'index.html': html, '_astro/a.css': 'body{color:red}' });
    const { pages, failures } = await auditSite(dist);
    expect(failures).toEqual([]);
    // The first paint is the page and the stylesheet it links, each gzipped.
    expect(pages[0]!.firstPaintGzip).toBe(gz(html) + gz('body{color:red}'));
    expect(formatTable(pages)).toMatch(/^\/\s+static/m);
  });

  it('fails a folder without a built site instead of passing nothing', async () => {
    await expect(auditSite(site({ 'about.txt': 'not a build' }))).rejects.toThrow(/^No built site in .*: run "npm run build" first\.$/);
  });

  it('fails a page without an island that loads a script file or too much inline script', async () => {
    const dist = site({
      'index.html': page(''),
      'about/index.html': page(`<script type="module" src="/_astro/x.js"></script><script>${'a'.repeat(2100)}</script>`),
      '_astro/x.js': 'console.log(1)',
    });
    const { failures } = await auditSite(dist);
    expect(failures).toContainEqual(expect.stringMatching(/^\/about: loads script files but has no island \(_astro\/x\.js/));
    expect(failures).toContainEqual('/about: inline script is 2100 bytes, over the 2048-byte budget for pages without an island');
  });

  it('fails a first paint (HTML with its render-blocking CSS) and CSS over budget, on every kind of page, with the home page allowed 40 KB', async () => {
    const big = incompressible(33 * 1024);
    const island = '<astro-island component-url="/_astro/C.js" renderer-url="/_astro/C.js"></astro-island>';
    const dist = site({
      'index.html': page('', `<p>${big}</p>`),
      'pricing/index.html': page(`<style>${incompressible(14 * 1024)}</style>`, `<p>${big}</p>`),
      'terms/index.html': page('<link rel="stylesheet" href="/_astro/t.css">', `<p>${incompressible(20 * 1024)}</p>`),
      '_astro/t.css': incompressible(12 * 1024),
      'use-cases/index.html': page('', `${island}<p>${big}</p>`),
      '_astro/C.js': 'export{}',
    });
    const { failures } = await auditSite(dist);
    const over = (route: string) =>
      new RegExp(`^${route}: HTML and render-blocking CSS are \\d+\\.\\d KB gzip, over the 30\\.0 KB budget for the first paint$`);
    expect(failures.filter((f: string) => f.startsWith('/:'))).toEqual([]);
    expect(failures).toContainEqual(expect.stringMatching(over('/pricing')));
    expect(failures).toContainEqual(expect.stringMatching(over('/terms')));
    expect(failures).toContainEqual(expect.stringMatching(over('/use-cases')));
    expect(failures).toContainEqual(expect.stringMatching(/^\/pricing: CSS is \d+\.\d KB gzip, over the 12\.0 KB budget$/));
  });

  it('fails a home page over 40 KB', async () => {
    const dist = site({ 'index.html': page('', `<p>${incompressible(44 * 1024)}</p>`) });
    expect((await auditSite(dist)).failures).toContainEqual(
      expect.stringMatching(/^\/: HTML and render-blocking CSS are \d+\.\d KB gzip, over the 40\.0 KB budget/),
    );
  });

  it('allows a legal document, its archived versions and their redlines 40 KB, and no other page', async () => {
    const [id] = legalDocumentIds();
    expect(id, 'content/legal holds no document to take the budget from').toBeDefined();
    const long = `<p>${incompressible(33 * 1024)}</p>`;
    const tooLong = `<p>${incompressible(44 * 1024)}</p>`;
    const dist = site({
      'index.html': page(''),
      [pageFile(legalPath(id!))]: page('', long),
      [pageFile(legalVersionPath(id!, '1.0'))]: page('', long),
      [pageFile(legalComparePath(id!, '1.1', '1.0'))]: page('', tooLong),
      [pageFile(`${legalPath(id!)}-notes`)]: page('', long),
    });
    const { failures } = await auditSite(dist);
    expect([...failures].sort()).toEqual([
      expect.stringMatching(new RegExp(`^${legalPath(id!)}-notes: HTML .* over the 30\\.0 KB budget`)),
      expect.stringMatching(
        new RegExp(
          `^${legalComparePath(id!, '1.1', '1.0')}: HTML and render-blocking CSS are \\d+\\.\\d KB gzip, over the 40\\.0 KB budget`,
        ),
      ),
    ]);
  });

  it('follows an island through static and dynamic imports and Vite preload lists', async () => {
    const dist = site({
      'index.html': page(
        '',
        '<astro-island component-url="/_astro/Calc.js" renderer-url="/_astro/client.js"></astro-island><script type="module">import "/_astro/page.js";</script>',
      ),
      '_astro/Calc.js': 'import{a}from"./react.js";const m=()=>import("./lazy.js");const __vite__mapDeps=["_astro/pre.js"];',
      '_astro/client.js': 'export*from"./react.js";',
      '_astro/react.js': incompressible(40 * 1024),
      '_astro/lazy.js': incompressible(20 * 1024),
      '_astro/pre.js': incompressible(15 * 1024),
      '_astro/page.js': 'import("./missing.js")',
    });
    const { pages, failures } = await auditSite(dist);
    const home = pages.find((row) => row.page.route === '/')!;
    const reached = ['Calc.js', 'client.js', 'lazy.js', 'page.js', 'pre.js', 'react.js'].map((name) => `_astro/${name}`);
    expect(home.page.jsFiles.map((file) => file.slice(dist.length + 1)).sort()).toEqual(reached);
    // size-limit measured every file the island can load, each once.
    expect(home.jsGzip).toBe(reached.reduce((sum, name) => sum + gz(readFileSync(join(dist, name))), 0));
    const js = failures.find((f: string) => f.startsWith('/: JavaScript'));
    expect(js).toMatch(
      new RegExp(`^/: JavaScript it can load is \\d+\\.\\d KB gzip, over the ${(budgets.islandJs / 1024).toFixed(1)} KB budget \\(_astro/`),
    );
    for (const name of reached) expect(js).toContain(name);
    expect(failures).toContain('/: references _astro/missing.js, which is not in the build');
  });

  it('fails render-blocking scripts on island pages', async () => {
    const dist = site({
      'index.html': page('<script src="/_astro/legacy.js"></script>', '<astro-island component-url="/_astro/c.js"></astro-island>'),
      '_astro/legacy.js': '1',
      '_astro/c.js': '1',
    });
    expect((await auditSite(dist)).failures).toContain(
      '/: script /_astro/legacy.js is render-blocking: make it type="module", defer or async',
    );
  });

  it('fails images without dimensions and images over 200 KB, on pages and anywhere in the build', async () => {
    const dist = site({
      'index.html': page('', '<img src="/_astro/big.png" width="10" height="10" alt=""><img src="/logo.svg" width="10" alt="">'),
      '_astro/big.png': Buffer.alloc(201 * 1024),
      'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'unused/huge.jpg': Buffer.alloc(300 * 1024),
    });
    const { failures } = await auditSite(dist);
    // Their size on disk, not gzipped: 201 KB of zeros would gzip to almost nothing.
    expect(failures).toContain('image _astro/big.png is 201.0 KB, over the 200.0 KB budget');
    expect(failures).toContain('/: <img src="/logo.svg"> has no height attribute (layout shift)');
    expect(failures).toContain('image unused/huge.jpg is 300.0 KB, over the 200.0 KB budget');
    expect(failures.filter((f: string) => f.includes('logo.svg is'))).toEqual([]);
  });

  it('skips redirect pages and reads import specifiers of minified modules', async () => {
    const dist = site({
      'index.html': page(''),
      'old/index.html': page('<meta http-equiv="refresh" content="0;url=/"><script src="/x.js"></script>'),
    });
    expect((await auditSite(dist)).failures).toEqual([]);
    expect(importsOf('import{a as b}from"./c.js";export{d}from"./e.js";import"./f.js";import("./g.js");import(`/h.js`)').sort()).toEqual([
      './c.js',
      './e.js',
      './f.js',
      './g.js',
      '/h.js',
    ]);
  });
});
