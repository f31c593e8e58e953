#!/usr/bin/env node
/**
 * The Lighthouse gate (docs/decisions.md#speed-and-size), configured in
 * lighthouserc.cjs: the mobile preset on one page of each kind, LIGHTHOUSE_RUNS
 * runs each (default 3), judged on the median of the runs, in the system Chromium.
 *
 * This script serves the built site with nginx and the committed server block
 * on 127.0.0.1 (scripts/lib/nginx.ts), and a reference page (one heading, one
 * paragraph) on the next port, starts the one Chromium all runs share (a
 * Chromium per run costs about a second each), runs Lighthouse in this process
 * and Lighthouse CI's `lhci assert` (`@lhci/cli`), which prints each category
 * but performance under the minimum and any layout shift, and then reads the
 * results for what lhci cannot assert:
 * - the performance score with blocking time counted above the reference
 *   page's in the same run (scripts/lib/performance-score.ts);
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
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type LaunchedChrome, launch } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { runnerImport } from 'vite';
import { requireChromium } from './lib/chromium.ts';
import { startNginx } from './lib/nginx.ts';
import { blockingTime, median, scoreAboveReference } from './lib/performance-score.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);

/** What this script reads from lighthouserc.cjs beside lhci's own section. */
interface LighthouseRc {
  runs: number;
  settings: Flags;
  port: number;
  referencePort: number;
  pages: string[];
  performanceMinScore: number;
  chromeFlags: string[];
}

const resultsDir = join(root, '.lighthouseci');
/** Pages whose largest paint must be their first paint (see above), and how much later it may come. */
const firstPaintIsLargest = ['/'];
const maxLcpOverFcp = 1.1;

/** What the machine costs before a page adds any work: valid, titled, described, and nothing else. */
const referencePage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Reference page</title><meta name="description" content="One heading and one paragraph, measured beside the site."></head>
<body><main><h1>Reference page</h1><p>One heading and one paragraph, with no stylesheet, font or script.</p></main></body></html>
`;

/** The paints as the browser made them, before Lighthouse simulates the phone. */
function observedMetrics(lhr: Result): { observedFirstContentfulPaint?: number; observedLargestContentfulPaint?: number } {
  const details = lhr.audits.metrics?.details;
  return details?.type === 'debugdata' ? ((details.items?.[0] ?? {}) as ReturnType<typeof observedMetrics>) : {};
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

/** Run `lhci assert` with the project's configuration; its exit status. */
function lhciAssert(): number | null {
  const manifest = require.resolve('@lhci/cli/package.json');
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: { lhci: string } };
  const args = [join(dirname(manifest), bin.lhci), 'assert', `--config=${join(root, 'lighthouserc.cjs')}`];
  return spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' }).status;
}

/**
 * Every run of every URL in this process, in the shared Chromium, each URL once per round so that
 * the machine's load falls on the reference and the pages alike; each report saved where and as
 * `lhci collect` saves it, for `lhci assert`. A process per run, as `lhci collect` starts, cost
 * about three seconds a run in start-up alone.
 */
async function collect(urls: string[], rc: LighthouseRc, port: number): Promise<Result[]> {
  rmSync(resultsDir, { recursive: true, force: true });
  mkdirSync(resultsDir);
  const lhrs: Result[] = [];
  for (let round = 1; round <= rc.runs; round++) {
    for (const url of urls) {
      console.log(`Lighthouse ${round}/${rc.runs}: ${url}`);
      for (let attempt = 1; ; attempt++) {
        const result = await lighthouse(url, { ...rc.settings, port, output: 'json', logLevel: 'error' });
        const error = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: 'Lighthouse returned no result' };
        if (result && !error) {
          writeFileSync(join(resultsDir, `lhr-${Date.now()}.json`), JSON.stringify(result.lhr));
          lhrs.push(result.lhr);
          break;
        }
        // A run Lighthouse could not measure (on a loaded machine, a trace without its navigation
        // start: NO_NAVSTART) has no scores at all; it is run again, never counted.
        if (attempt === 3) throw new Error(`Lighthouse could not measure ${url} in ${attempt} attempts: ${error?.code} ${error?.message}`);
        console.log(`  not measured (${error?.code}); running it again`);
      }
    }
  }
  return lhrs;
}

async function main() {
  const rc = require('../lighthouserc.cjs') as LighthouseRc;
  const chosen = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  const routes = chosen.length ? chosen : rc.pages;
  const dist = process.env.ASTRO_OUT_DIR ?? 'dist';
  const chromePath = await requireChromium();
  const load = async <T>(path: string) => (await runnerImport<T>(`${root}${path}`, { configFile: false, logLevel: 'silent' })).module;
  const [{ site }, { embedOrigins }] = await Promise.all([
    load<typeof import('../src/site.config.ts')>('src/site.config.ts'),
    load<typeof import('../src/lib/site-config.ts')>('src/lib/site-config.ts'),
  ]);
  const embeds = new Set(embedOrigins(site).frames);

  const referenceRoot = mkdtempSync(join(tmpdir(), 'refrain-reference-'));
  writeFileSync(join(referenceRoot, 'index.html'), referencePage);
  const server = await startNginx({ dist, port: rc.port });
  const reference = await startNginx({ dist: referenceRoot, port: rc.referencePort });
  let chrome: LaunchedChrome | undefined;
  let lhrs: Result[] = [];
  const failures: string[] = [];
  try {
    chrome = await launch({ chromePath, chromeFlags: rc.chromeFlags });
    lhrs = await collect([`${reference.url}/`, ...routes.map((route) => `${server.url}${route}`)], rc, chrome.port);
    if (lhciAssert() !== 0) failures.push('lhci assert failed: see its output above');
  } finally {
    chrome?.kill();
    await Promise.all([server.stop(), reference.stop()]);
    rmSync(referenceRoot, { recursive: true, force: true });
  }

  const referenceRuns = lhrs.filter((lhr) => lhr.requestedUrl === `${reference.url}/`);
  // Without the reference, blocking time would be judged raw, or not at all: fail.
  const referenceMs = referenceRuns.length ? median(referenceRuns.map(blockingTime)) : Number.NaN;
  if (!referenceRuns.length) failures.push(`the reference page has no result: ${reference.url}/`);
  else console.log(`\nReference page: total blocking time ${Math.round(referenceMs)} ms (median of ${referenceRuns.length} runs)`);
  for (const route of routes) {
    const url = `${server.url}${route}`;
    const attempts = lhrs.filter((lhr) => lhr.requestedUrl === url);
    // A page without a result would pass every assertion: it fails here.
    if (!attempts.length) {
      failures.push(`${route}: Lighthouse has no result for ${url}`);
      continue;
    }
    const metric = (id: string) => median(attempts.map((lhr) => lhr.audits[id]?.numericValue ?? Number.NaN));
    if (referenceRuns.length) {
      const score = median(attempts.map((lhr) => scoreAboveReference(lhr, referenceMs)));
      const line = `${route}: performance ${score.toFixed(2)} with blocking time above the reference (${Math.round(metric('total-blocking-time'))} ms in all; Lighthouse's own score ${median(attempts.map((lhr) => lhr.categories.performance?.score ?? 0)).toFixed(2)})`;
      console.log(`  ${score >= rc.performanceMinScore ? '✓' : '✗'} ${line}`);
      if (score < rc.performanceMinScore) failures.push(`${line}: under ${rc.performanceMinScore}`);
    }
    if (firstPaintIsLargest.includes(route)) {
      // Judged on the paints the browser made, not on the simulated phone's: the simulation counts
      // every request that ended before the largest paint, whether or not that paint waited for it.
      const observed = (key: 'observedFirstContentfulPaint' | 'observedLargestContentfulPaint') =>
        median(attempts.map((lhr) => observedMetrics(lhr)[key] ?? Number.NaN));
      const [fcp, lcp] = [observed('observedFirstContentfulPaint'), observed('observedLargestContentfulPaint')];
      if (!(lcp <= fcp * maxLcpOverFcp)) {
        failures.push(
          `${route}: the largest paint (${Math.round(lcp)} ms) is more than ${Math.round((maxLcpOverFcp - 1) * 100)}% after the first (${Math.round(fcp)} ms) (medians of ${attempts.length} runs, as painted; simulated phone: LCP ${(metric('largest-contentful-paint') / 1000).toFixed(2)} s, FCP ${(metric('first-contentful-paint') / 1000).toFixed(2)} s): something requested before the first paint delays the largest one`,
        );
      }
    }
    for (const lhr of attempts) {
      const outside = outsideRequests(lhr, server.url, embeds);
      if (outside.length) failures.push(`${route}: requests leave the machine: ${outside.join(', ')}`);
    }
  }
  if (failures.length) {
    console.error(`\n${failures.length} Lighthouse failure(s):\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`\nEvery page passes, in every category, on the median of its runs.`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
