#!/usr/bin/env node
/**
 * The Lighthouse gate (docs/decisions.md#speed-and-size), run by Lighthouse CI
 * (`@lhci/cli`) with lighthouserc.cjs: the mobile preset on one page of each kind,
 * LIGHTHOUSE_RUNS runs each (default 3), every category at least 0.95 on the
 * median of the runs (`lhci assert`), in the system Chromium.
 *
 * This script serves the built site with nginx and the committed server block
 * on 127.0.0.1 (scripts/lib/nginx.ts), starts the one Chromium all runs share
 * (lhci would start one per run, about a second each), runs `lhci
 * collect` (each Lighthouse process ending once its report is out,
 * scripts/lib/lighthouse-exit.ts) and `lhci assert`, and then reads lhci's
 * results for what lhci cannot assert:
 * - a table of the median FCP, LCP, CLS and TBT per page, and for a category
 *   under the minimum the audits that cost its points;
 * - the home page's LCP at most 10% after its FCP: its largest element is in
 *   its first frame, so a gap means something requested before that paint
 *   delays it;
 * - no request leaving the machine. Chromium resolves every host but
 *   127.0.0.1 to nothing; only the embeds' frames (site config, reserved
 *   domains) may be attempted.
 *
 *   npm run test:lighthouse                        dist/ (or ASTRO_OUT_DIR), port NGINX_PORT (4330)
 *   node scripts/lighthouse.ts /pricing /press     only these pages
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type LaunchedChrome, launch } from 'chrome-launcher';
import type { Result } from 'lighthouse';
import { runnerImport } from 'vite';
import { requireChromium } from './lib/chromium.ts';
import { startNginx } from './lib/nginx.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);

/** What this script reads from lighthouserc.cjs beside lhci's own section. */
interface LighthouseRc {
  port: number;
  pages: string[];
  chromeFlags: string[];
  ci: { collect: { numberOfRuns: number }; assert: { assertions: Record<string, [string, { minScore: number }]> } };
}

/** One entry of `.lighthouseci/assertion-results.json`, written by `lhci assert`. */
interface AssertionResult {
  url: string;
  auditId: string;
  auditProperty?: string;
  passed: boolean;
  level: string;
  actual: number;
  expected: number;
}

const resultsDir = join(root, '.lighthouseci');
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Pages whose largest paint must be their first paint (see above), and how much later it may come. */
const firstPaintIsLargest = ['/'];
const maxLcpOverFcp = 1.1;

/** The middle value (the mean of the two middle ones for an even count). */
function median(values: number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Audits that lost points in a category, worst first: what to fix. */
function losses(lhr: Result, category: string): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ weight: ref.weight, audit: lhr.audits[ref.id]! }))
    .filter(({ audit }) => audit.score !== null && audit.score < 1)
    .sort((a, b) => b.weight * (1 - b.audit.score!) - a.weight * (1 - a.audit.score!))
    .slice(0, 5)
    .map(({ audit }) => `${audit.id} (${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''})`);
}

/** Requests to anything but the local server, except the embeds' frames (never resolved here). */
function outsideRequests(lhr: Result, origin: string, embedOrigins: Set<string>): string[] {
  const details = lhr.audits['network-requests']?.details;
  const items = details?.type === 'table' ? (details.items as { url: string; resourceType?: string }[]) : [];
  return items
    .filter((item) => !item.url.startsWith(origin) && !item.url.startsWith('data:'))
    .filter((item) => !(item.resourceType === 'Document' && embedOrigins.has(new URL(item.url).origin)))
    .map((item) => item.url);
}

/** Run an lhci command with the project's configuration; its exit status. */
function lhci(command: string, args: string[], env: NodeJS.ProcessEnv): number | null {
  const manifest = require.resolve('@lhci/cli/package.json');
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: { lhci: string } };
  const run = spawnSync(
    process.execPath,
    [join(dirname(manifest), bin.lhci), command, `--config=${join(root, 'lighthouserc.cjs')}`, ...args],
    {
      cwd: root,
      stdio: 'inherit',
      env,
    },
  );
  return run.status;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2).padStart(6)} s`;
const score = (value: number) => (Number.isNaN(value) ? '  n/a' : value.toFixed(2).padStart(5));

async function main() {
  const rc = require('../lighthouserc.cjs') as LighthouseRc;
  const chosen = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  const routes = chosen.length ? chosen : rc.pages;
  if (!routes.length) throw new Error('lighthouserc.cjs lists no page to measure.');
  const runs = rc.ci.collect.numberOfRuns;
  const minimum = Math.min(...Object.values(rc.ci.assert.assertions).map(([, options]) => options.minScore));
  const dist = process.env.ASTRO_OUT_DIR ?? 'dist';
  const chromePath = await requireChromium();
  const load = async <T>(path: string) => (await runnerImport<T>(`${root}${path}`, { configFile: false, logLevel: 'silent' })).module;
  const [{ site }, { embedOrigins }] = await Promise.all([
    load<typeof import('../src/site.config.ts')>('src/site.config.ts'),
    load<typeof import('../src/lib/site-config.ts')>('src/lib/site-config.ts'),
  ]);
  const embeds = new Set(embedOrigins(site).frames);

  const server = await startNginx({ dist, port: rc.port });
  let chrome: LaunchedChrome | undefined;
  let collected: number | null;
  let asserted: number | null;
  try {
    chrome = await launch({ chromePath, chromeFlags: rc.chromeFlags });
    const env = {
      ...process.env,
      CHROME_PATH: chromePath,
      // lhci starts each Lighthouse run as `node …`: the pinned Node that runs this script, whatever the machine's is.
      PATH: [dirname(process.execPath), process.env.PATH].join(delimiter),
    };
    const urls = chosen.map((route) => `--url=${server.url}${route}`);
    // Each Lighthouse process exits once its report is out, instead of waiting out a timer Lighthouse leaves behind.
    const exitAfterReport = `--import=${JSON.stringify(join(root, 'scripts/lib/lighthouse-exit.ts'))}`;
    collected = lhci('collect', [...urls, `--settings.port=${chrome.port}`], {
      ...env,
      NODE_OPTIONS: [process.env.NODE_OPTIONS, exitAfterReport].filter(Boolean).join(' '),
    });
    asserted = collected === 0 ? lhci('assert', [], env) : null;
  } finally {
    chrome?.kill();
    await server.stop();
  }

  const failures: string[] = [];
  if (collected !== 0) failures.push(`lhci collect failed (exit ${collected}): see its output above`);
  const lhrs = existsSync(resultsDir)
    ? readdirSync(resultsDir)
        .filter((name) => /^lhr-\d+\.json$/.test(name))
        .map((name) => JSON.parse(readFileSync(join(resultsDir, name), 'utf8')) as Result)
    : [];
  const assertions: AssertionResult[] =
    asserted === null || !existsSync(join(resultsDir, 'assertion-results.json'))
      ? []
      : JSON.parse(readFileSync(join(resultsDir, 'assertion-results.json'), 'utf8'));

  const rows = [];
  for (const route of routes) {
    const url = `${server.url}${route}`;
    const attempts = lhrs.filter((lhr) => lhr.requestedUrl === url);
    // A page without a result would pass every assertion: it fails here.
    if (!attempts.length) {
      failures.push(`${route}: Lighthouse has no result for ${url}`);
      continue;
    }
    const metric = (id: string) => median(attempts.map((lhr) => lhr.audits[id]?.numericValue ?? Number.NaN));
    const row = {
      route,
      runs: attempts.length,
      scores: categories.map((category) => median(attempts.map((lhr) => lhr.categories[category]?.score ?? Number.NaN))),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      cls: metric('cumulative-layout-shift'),
      tbt: metric('total-blocking-time'),
    };
    rows.push(row);
    // lhci assert judged the categories; for each it failed, the audits that cost the points, from the run closest to the median LCP.
    const typical = attempts.reduce((best, lhr) =>
      Math.abs((lhr.audits['largest-contentful-paint']?.numericValue ?? 0) - row.lcp) <
      Math.abs((best.audits['largest-contentful-paint']?.numericValue ?? 0) - row.lcp)
        ? lhr
        : best,
    );
    for (const failed of assertions.filter((a) => a.url === url && !a.passed && a.level === 'error')) {
      const category = failed.auditProperty ?? failed.auditId;
      failures.push(
        `${route}: ${category} ${score(failed.actual).trim()} < ${failed.expected} (median of ${attempts.length} runs); lost on: ${losses(typical, category).join('; ') || 'see the report'}`,
      );
    }
    if (firstPaintIsLargest.includes(route) && row.lcp > row.fcp * maxLcpOverFcp) {
      failures.push(
        `${route}: LCP ${(row.lcp / 1000).toFixed(2)} s is more than ${Math.round((maxLcpOverFcp - 1) * 100)}% after FCP ${(row.fcp / 1000).toFixed(2)} s (medians of ${attempts.length} runs): something requested before the first paint delays the largest one`,
      );
    }
    for (const lhr of attempts) {
      const outside = outsideRequests(lhr, server.url, embeds);
      if (outside.length) failures.push(`${route}: requests leave the machine: ${outside.join(', ')}`);
    }
  }
  // lhci assert's verdict stands even when its results name no failed category (a broken configuration, say).
  if (asserted !== null && asserted !== 0 && !assertions.some((a) => !a.passed && a.level === 'error')) {
    failures.push(`lhci assert failed (exit ${asserted}): see its output above`);
  }

  const width = Math.max(5, ...rows.map((r) => r.route.length));
  console.log(`\nLighthouse (mobile preset) against nginx on 127.0.0.1, minimum ${minimum}\n`);
  console.log(`Medians of ${runs} runs per page.\n`);
  console.log(`${'page'.padEnd(width)}   perf   a11y  b.pr.    seo      FCP      LCP     CLS      TBT`);
  for (const r of rows) {
    console.log(
      `${r.route.padEnd(width)}  ${r.scores.map(score).join('  ')}  ${seconds(r.fcp)}  ${seconds(r.lcp)}  ${r.cls.toFixed(3).padStart(6)}  ${Math.round(r.tbt).toString().padStart(4)} ms`,
    );
  }
  if (failures.length) {
    console.error(`\n${failures.length} Lighthouse failure(s):\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`\nEvery page scores at least ${minimum} in all four categories (medians of ${runs} runs).`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
