#!/usr/bin/env node
/**
 * Size budgets over the built site (docs/decisions.md#speed-and-size).
 * size-limit's file plugin measures every page's first paint, every island
 * page's JavaScript and every image of the build (scripts/lib/budgets.ts
 * lists them); this script adds the rules that are not a byte count of files,
 * prints one table per page and exits 1 listing every failure, with the
 * numbers and the files.
 *
 *   npm run test:budgets                  audits dist/ (or ASTRO_OUT_DIR)
 *   node scripts/check-budgets.ts --dir some/dist
 *
 * Budgets:
 * - every page: what the first paint needs, the HTML with its inline styles
 *   plus any stylesheet file it links, ≤ 30 KB gzip (the home page 40 KB);
 * - pages without an island: no script file, inline script ≤ 2 KB, CSS ≤ 12 KB
 *   gzip;
 * - pages with an island (and /search, the one page allowed a script without
 *   one): all JavaScript they can load (entry, renderer, chunks followed
 *   through static and dynamic imports) ≤ 71 KB gzip, none render-blocking;
 * - every page: each <img> has width and height; no image file over 200 KB.
 */
import { posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import filePlugin from '@size-limit/file';
import sizeLimit from 'size-limit';
import { budgets, byteBudgets, cssGzip, kb, pageRuleFailures } from './lib/budgets.ts';
import { type BuiltPage, readSite, scriptPages, sitePath } from './lib/built-site.ts';

/** A page's row of the table: what size-limit measured and what the page rules read. */
export interface PageRow {
  page: BuiltPage;
  firstPaintGzip: number;
  jsGzip: number;
  cssGzip: number;
}

/** Audit a built site: one row per page, and every failure (of a byte budget and of the page rules). */
export async function auditSite(dist: string): Promise<{ pages: PageRow[]; failures: string[] }> {
  const site = readSite(dist);
  const all = byteBudgets(site);
  // The file plugin sums each budget's files, gzipped at level 9, or as they are with brotli off.
  const checks = all.map(({ files, gzip }) => (gzip ? { files, gzip } : { files, brotli: false }));
  const sizes = (await sizeLimit(filePlugin, { checks })) as { size: number }[];
  const measured = new Map(all.map((budget, i) => [`${budget.subject} ${budget.kind}`, sizes[i]!.size]));
  const failures: string[] = [];
  all.forEach((budget, i) => {
    const size = kb(sizes[i]!.size);
    if (sizes[i]!.size <= budget.bytes) return;
    if (budget.kind === 'image') {
      failures.push(`image ${budget.subject} is ${size}, over the ${kb(budget.bytes)} budget`);
    } else if (budget.kind === 'first paint') {
      failures.push(
        `${budget.subject}: HTML and render-blocking CSS are ${size} gzip, over the ${kb(budget.bytes)} budget for the first paint`,
      );
    } else {
      const files = budget.files.map((file) => sitePath(site.dist, file));
      failures.push(`${budget.subject}: JavaScript it can load is ${size} gzip, over the ${kb(budget.bytes)} budget (${files.join(', ')})`);
    }
  });
  for (const page of site.pages) failures.push(...pageRuleFailures(site.dist, page));
  const pages = site.pages.map((page) => ({
    page,
    firstPaintGzip: measured.get(`${page.route} first paint`) ?? 0,
    jsGzip: measured.get(`${page.route} JavaScript`) ?? 0,
    cssGzip: cssGzip(page),
  }));
  return { pages, failures };
}

export function formatTable(rows: PageRow[]): string {
  const head = ['page', 'kind', 'first paint gz', 'CSS gz', 'inline JS', 'JS files', 'JS gz', 'img'];
  const cells = rows.map(({ page, firstPaintGzip, jsGzip, cssGzip }) => [
    page.route,
    page.island ? 'island' : scriptPages.has(page.route) ? 'script' : 'static',
    kb(firstPaintGzip),
    kb(cssGzip),
    `${page.inlineScriptBytes} B`,
    String(page.jsFiles.length),
    kb(jsGzip),
    String(page.images.length),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((r) => r[i]!.length)));
  const line = (row: string[]) => row.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--dir');
  const dist = resolve(at > 0 ? process.argv[at + 1]! : (process.env.ASTRO_OUT_DIR ?? 'dist'));
  try {
    const { pages, failures } = await auditSite(dist);
    console.log(
      `Size budgets for ${posix.normalize(relative(process.cwd(), dist) || '.')} (${pages.length} pages; bytes measured by size-limit)\n`,
    );
    console.log(formatTable(pages));
    console.log(
      `\nBudgets: every page's HTML with render-blocking CSS ≤ ${kb(budgets.firstPaint)} (home ${kb(budgets.homeFirstPaint)}, legal documents ${kb(budgets.documentFirstPaint)}); static pages no script file, inline JS ≤ ${budgets.inlineScript} B, CSS ≤ ${kb(budgets.css)}; island pages JS ≤ ${kb(budgets.islandJs)}, none render-blocking; images ≤ ${kb(budgets.image)} with width and height.`,
    );
    if (failures.length) {
      console.error(`\n${failures.length} budget failure(s):\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);
      process.exit(1);
    }
    console.log('\nAll pages within budget.');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
