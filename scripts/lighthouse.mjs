#!/usr/bin/env node
/**
 * Lighthouse (mobile preset) on key pages of the built site, served by nginx
 * with the committed server block on 127.0.0.1, in the system Chromium
 * (docs/decisions.md#speed-and-size). Prints the four category scores and LCP, CLS
 * and TBT per page; exits 1 if any score is under 0.95, naming the audits that
 * cost the points. Nothing leaves the machine: Chromium resolves every host
 * but 127.0.0.1 to nothing; the only outside requests allowed to be attempted
 * are the embeds' frames (site config, reserved domains), anything else fails.
 *
 * Each page is measured LIGHTHOUSE_RUNS times (default 3) and judged on the
 * median of each score and metric, so one lucky or unlucky run decides
 * nothing. FCP is printed beside LCP: where they differ, something the first
 * paint does not wait for delays the largest one.
 *
 *   npm run test:lighthouse                    dist/ (or ASTRO_OUT_DIR), port NGINX_PORT (4330)
 *   node scripts/lighthouse.mjs /pricing /press   only these pages
 */
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { runnerImport } from 'vite';
import { startNginx } from './lib/nginx.mjs';
import { requireChromium } from './lib/chromium.ts';

const root = new URL('..', import.meta.url).pathname;
const load = async (path) => (await runnerImport(`${root}${path}`, { configFile: false, logLevel: 'silent' })).module;

export const pages = ['/', '/pricing', '/use-cases', '/case-studies', '/terms-of-service', '/press'];
export const minimum = 0.95;
/**
 * Pages whose largest paint must be their first paint: the home page's largest
 * element (the hero heading) is in its first frame, so an LCP more than 10%
 * after FCP means something (an island script, a third-party frame) was
 * requested before that paint and delayed it.
 */
export const firstPaintIsLargest = ['/'];
export const maxLcpOverFcp = 1.1;

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = values.filter((v) => v !== null && !Number.isNaN(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Audits that lost points in a category, worst first: what to fix. */
function losses(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit.score !== null && audit.score < 1)
    .sort((a, b) => b.ref.weight * (1 - b.audit.score) - a.ref.weight * (1 - a.audit.score))
    .slice(0, 5)
    .map(({ audit }) => `${audit.id} (${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''})`);
}

/** Requests to anything but the local server, except the embeds' frames (never resolved here). */
function outsideRequests(lhr, origin, embedOrigins) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items
    .filter((item) => !item.url.startsWith(origin) && !item.url.startsWith('data:'))
    .filter((item) => !(item.resourceType === 'Document' && embedOrigins.has(new URL(item.url).origin)))
    .map((item) => item.url);
}

const pad = (text, width) => String(text).padEnd(width);
const score = (value) => (value === null ? '  n/a' : value.toFixed(2).padStart(5));

async function main() {
  const chosen = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  const routes = chosen.length ? chosen : pages;
  const dist = process.env.ASTRO_OUT_DIR ?? 'dist';
  const port = Number(process.env.NGINX_PORT ?? 4330);
  const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
  const [{ site }, { embedOrigins }] = await Promise.all([load('src/site.config.ts'), load('src/lib/site-config.ts')]);
  const embeds = new Set(embedOrigins(site).frames);
  const server = await startNginx({ dist, port });
  const chrome = await launch({
    chromePath: await requireChromium(),
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      // No DNS for anything but the local server: embeds on reserved domains fail fast, offline.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    ],
  });
  const rows = [];
  const failures = [];
  try {
    for (const route of routes) {
      const url = `${server.url}${route}`;
      const attempts = [];
      let runtimeError;
      for (let run = 1; run <= runs; run++) {
        const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories });
        // A broken trace (e.g. NO_NAVSTART on a busy machine) is a failed run, not a score.
        if (lhr.runtimeError) {
          runtimeError = `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
          continue;
        }
        const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
        attempts.push({
          lhr,
          scores: Object.fromEntries(categories.map((c) => [c, lhr.categories[c].score])),
          fcp: metric('first-contentful-paint'),
          lcp: metric('largest-contentful-paint'),
          cls: metric('cumulative-layout-shift'),
          tbt: metric('total-blocking-time'),
        });
      }
      if (!attempts.length) {
        failures.push(`${route}: Lighthouse could not measure the page in ${runs} runs (${runtimeError})`);
        continue;
      }
      const mid = (pick) => median(attempts.map(pick));
      const row = {
        route,
        runs: attempts.length,
        scores: Object.fromEntries(categories.map((c) => [c, mid((a) => a.scores[c])])),
        fcp: mid((a) => a.fcp),
        lcp: mid((a) => a.lcp),
        cls: mid((a) => a.cls),
        tbt: mid((a) => a.tbt),
      };
      rows.push(row);
      // The audits that lost points are read from the run closest to the median performance.
      const typical = attempts.reduce((best, a) => (Math.abs(a.lcp - row.lcp) < Math.abs(best.lcp - row.lcp) ? a : best));
      for (const category of categories) {
        if (row.scores[category] === null || row.scores[category] < minimum) {
          failures.push(
            `${route}: ${category} ${score(row.scores[category]).trim()} < ${minimum} (median of ${attempts.length} runs); lost on: ${losses(typical.lhr, category).join('; ') || 'see the report'}`,
          );
        }
      }
      if (firstPaintIsLargest.includes(route) && row.lcp > row.fcp * maxLcpOverFcp) {
        failures.push(
          `${route}: LCP ${(row.lcp / 1000).toFixed(2)} s is more than ${Math.round((maxLcpOverFcp - 1) * 100)}% after FCP ${(row.fcp / 1000).toFixed(2)} s (medians of ${attempts.length} runs): something requested before the first paint delays the largest one`,
        );
      }
      for (const attempt of attempts) {
        const outside = outsideRequests(attempt.lhr, server.url, embeds);
        if (outside.length) failures.push(`${route}: requests leave the machine: ${outside.join(', ')}`);
      }
      process.stdout.write(`  measured ${route} (${attempts.length} runs)\n`);
    }
  } finally {
    chrome.kill();
    await server.stop();
  }

  const width = Math.max(5, ...rows.map((r) => r.route.length));
  console.log(`\nLighthouse (mobile preset) against nginx on 127.0.0.1, minimum ${minimum}\n`);
  console.log(`Medians of ${runs} runs per page.\n`);
  console.log(`${pad('page', width)}   perf   a11y  b.pr.    seo      FCP      LCP     CLS      TBT`);
  for (const r of rows) {
    console.log(
      `${pad(r.route, width)}  ${categories.map((c) => score(r.scores[c])).join('  ')}  ${(r.fcp / 1000).toFixed(2).padStart(6)} s  ${(r.lcp / 1000).toFixed(2).padStart(6)} s  ${r.cls.toFixed(3).padStart(6)}  ${Math.round(r.tbt).toString().padStart(4)} ms`,
    );
  }
  if (failures.length) {
    console.error(`\n${failures.length} Lighthouse failure(s):\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`\nEvery page scores at least ${minimum} in all four categories (medians of ${runs} runs).`);
}

main().catch((error) => {
  console.error(error.message ?? error);
  process.exit(1);
});
