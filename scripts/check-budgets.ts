#!/usr/bin/env node
/**
 * Size budgets over the built site (docs/decisions.md#speed-and-size). The
 * byte limits are size-limit's: `.size-limit.ts` makes a check of every page's
 * first paint, every island page's JavaScript and every image from the build,
 * and this script runs size-limit over them. It adds the rules that are not a
 * byte count of files (scripts/lib/budgets.ts), prints one table per page and
 * exits 1 listing every failure, with the numbers and the files.
 *
 *   npm run test:budgets                  audits dist/ (or ASTRO_OUT_DIR)
 *   node scripts/check-budgets.ts --dir some/dist
 *   npx size-limit                        the byte limits alone, in size-limit's own report
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
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { budgets, cssGzip, kb, pageRuleFailures, sizeLimitChecks } from './lib/budgets.ts';
import { type BuiltPage, type BuiltSite, readSite, scriptPages, sitePath } from './lib/built-site.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);

/** One entry of size-limit's `--json` report. */
interface SizeLimitResult {
  name: string;
  passed?: boolean;
  size?: number;
}

/** size-limit's command, from its package, so the check runs the copy this project installed. */
function sizeLimitBin(): string {
  const manifest = require.resolve('size-limit/package.json');
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: string };
  return join(dirname(manifest), bin);
}

/**
 * Run size-limit with the project's config over a built site; its results, by
 * check name. Asynchronous, so the page rules read the site while it measures.
 */
export async function runSizeLimit(dist: string): Promise<Map<string, SizeLimitResult>> {
  const child = spawn(process.execPath, [sizeLimitBin(), '--json', '--config', join(root, '.size-limit.ts')], {
    cwd: root,
    env: { ...process.env, ASTRO_OUT_DIR: dist },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk;
  });
  // size-limit exits 1 when a check fails; its report says which, so the exit code is not the verdict.
  const status = await new Promise<number | null>((done, failed) => {
    child.on('error', failed);
    child.on('close', done);
  });
  let report: SizeLimitResult[] | { error: string };
  try {
    report = JSON.parse(stdout);
  } catch {
    throw new Error(`size-limit did not produce a report (exit ${status}):\n${stderr || stdout}`);
  }
  if (!Array.isArray(report)) throw new Error(`size-limit failed:\n${report.error}`);
  return new Map(report.map((result) => [result.name, result]));
}

/** A page's row of the table: what size-limit measured and what the page rules read. */
export interface PageRow {
  page: BuiltPage;
  firstPaintGzip: number;
  jsGzip: number;
  cssGzip: number;
}

/** Audit a built site: one row per page, and every failure (size-limit's and the page rules'). */
export async function auditSite(dist: string): Promise<{ pages: PageRow[]; failures: string[] }> {
  // size-limit reads and measures the site in its own process while this one reads it for the page rules.
  const measuring = runSizeLimit(resolve(dist));
  let site: BuiltSite;
  try {
    site = readSite(dist);
  } catch (error) {
    await measuring.catch(() => undefined);
    throw error;
  }
  const { budgets: expected } = sizeLimitChecks(site);
  const results = await measuring;
  const failures: string[] = [];
  const measured = (name: string) => results.get(name)?.size ?? 0;
  for (const [name, budget] of expected) {
    const result = results.get(name);
    // A check size-limit did not measure would pass silently: it fails here.
    if (result?.size === undefined) {
      failures.push(`size-limit did not measure "${name}"`);
      continue;
    }
    if (result.passed !== false) continue;
    const size = kb(result.size);
    if (budget.kind === 'image') {
      failures.push(`image ${budget.subject} is ${size}, over the ${kb(budget.bytes)} budget`);
    } else if (budget.kind === 'first paint') {
      failures.push(
        `${budget.subject}: HTML and render-blocking CSS are ${size} gzip, over the ${kb(budget.bytes)} budget for the first paint`,
      );
    } else {
      const files = site.pages.find((page) => page.route === budget.subject)?.jsFiles.map((file) => sitePath(site.dist, file)) ?? [];
      failures.push(`${budget.subject}: JavaScript it can load is ${size} gzip, over the ${kb(budget.bytes)} budget (${files.join(', ')})`);
    }
  }
  for (const page of site.pages) failures.push(...pageRuleFailures(site.dist, page));
  const pages = site.pages.map((page) => ({
    page,
    firstPaintGzip: measured(`${page.route} first paint`),
    jsGzip: measured(`${page.route} JavaScript`),
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
      `Size budgets for ${posix.normalize(relative(process.cwd(), dist) || '.')} (${pages.length} pages; byte limits by size-limit)\n`,
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
