#!/usr/bin/env node
/**
 * Build-time benchmark (README.md, "Build time"): copies the project to a temporary directory,
 * adds N synthetic press releases, runs the production build (Astro, sitemap,
 * search index) with a fresh cache, and prints build seconds and seconds per
 * 1,000 built pages. The working tree and its dist/ are not touched.
 *
 *   npm run bench:build -- --pages 1000
 *   npm run bench:build -- --pages 100 --keep    keep the copy and print its path
 */
import { cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const count = Number(arg('pages', '100'));
if (!Number.isInteger(count) || count < 1) {
  console.error('Usage: npm run bench:build -- --pages N   (N a positive whole number)');
  process.exit(1);
}

/** Folders that are outputs, caches or history: never part of the copy. */
const skip = new Set(['node_modules', '.git', 'test-results', 'playwright-report', '.astro']);
const isOutput = (name) => name === 'dist' || name.startsWith('dist-');

/** A press release that passes the press schema: title, date, summary and a body of realistic length. */
export function syntheticRelease(i) {
  const day = new Date(Date.UTC(2019, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
  const n = String(i + 1).padStart(5, '0');
  const paragraph = (topic) =>
    `Refrain today shared an update on ${topic} for independent songwriters, producers and labels. ` +
    'The service turns the story behind each song into credits, roles and split percentages, registers the works with every society, ' +
    'and recovers the royalties that were earned and never collected. Members see every registration and every payment in one place.';
  return [
    '---',
    `title: Benchmark release ${n} on catalog registration`,
    `date: ${day}`,
    `summary: A synthetic press release (${n}) used to measure how build time grows with the number of pages.`,
    '---',
    '',
    paragraph('catalog registration'),
    '',
    '## What changes for members',
    '',
    paragraph('statement matching'),
    '',
    paragraph('split confirmations'),
    '',
    '## About the benchmark',
    '',
    `This release is number ${n} of a generated set and is never published.`,
    '',
  ].join('\n');
}

function countHtml(dir) {
  return readdirSync(dir).reduce((sum, name) => {
    const path = join(dir, name);
    return sum + (statSync(path).isDirectory() ? countHtml(path) : name.endsWith('.html') ? 1 : 0);
  }, 0);
}

const work = mkdtempSync(join(tmpdir(), 'refrain-bench-'));
try {
  for (const name of readdirSync(root)) {
    if (skip.has(name) || isOutput(name)) continue;
    cpSync(join(root, name), join(work, name), { recursive: true });
  }
  symlinkSync(join(root, 'node_modules'), join(work, 'node_modules'), 'dir');
  for (let i = 0; i < count; i++) writeFileSync(join(work, 'content/press', `bench-${String(i + 1).padStart(5, '0')}.mdx`), syntheticRelease(i));

  console.log(`Building with ${count} synthetic press releases in ${work} …`);
  const started = performance.now();
  const build = spawnSync('npx', ['astro', 'build', '--silent'], {
    cwd: work,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ASTRO_OUT_DIR: join(work, 'dist'), ASTRO_CACHE_DIR: join(work, '.bench-cache') },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const seconds = (performance.now() - started) / 1000;
  if (build.status !== 0) {
    console.error(`The build failed (exit ${build.status}).`);
    process.exit(1);
  }
  const pages = countHtml(join(work, 'dist'));
  console.log(`\nsynthetic press releases: ${count}`);
  console.log(`pages built:              ${pages}`);
  console.log(`build seconds:            ${seconds.toFixed(1)}`);
  console.log(`seconds per 1,000 pages:  ${((seconds / pages) * 1000).toFixed(1)}`);
} finally {
  if (process.argv.includes('--keep')) console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
