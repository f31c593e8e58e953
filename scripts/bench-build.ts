#!/usr/bin/env node
/**
 * Build-time benchmark (README.md, "Build time"): copies the project to a temporary directory,
 * adds N synthetic press releases, runs the production build (Astro, sitemap,
 * search index) with a fresh cache, and prints build seconds and seconds per
 * 1,000 built pages: the median of a few builds, since one build on a shared
 * machine can be half a second off. The working tree and its dist/ are not touched.
 *
 *   npm run bench:build                          1,000 then 4,000 releases: both figures and their ratio
 *   npm run bench:build -- --pages 1000          one size
 *   npm run bench:build -- --runs 5              builds of each size, the median reported (default 3)
 *   npm run bench:build -- --pages 100 --keep    keep the copy and print its path
 *   npm run bench:build -- --legal-versions 20   the legal archive's cost: builds twice,
 *     without any frozen version and with N synthetic versions of every legal document
 *     (each a page, a redline and a list entry), and prints the difference
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSnapshot, type Snapshot, serializeSnapshot } from '../src/lib/legal/archive.ts';
import { legalId } from '../src/lib/legal/schema.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const arg = (name: string, fallback?: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const legalVersions = arg('legal-versions') === undefined ? undefined : Number(arg('legal-versions'));
const runs = Number(arg('runs', '3'));
// Without --pages: 1,000 and then 4,000 releases in the same copy, so the two figures and
// their ratio (how build time grows with the page count) come from one run.
const counts = arg('pages') !== undefined ? [Number(arg('pages'))] : legalVersions === undefined ? [1000, 4000] : [0];
if (
  counts.some((count) => !Number.isInteger(count) || count < 0) ||
  !Number.isInteger(runs) ||
  runs < 1 ||
  (legalVersions !== undefined && (!Number.isInteger(legalVersions) || legalVersions < 2))
) {
  console.error(
    'Usage: npm run bench:build [-- --pages N] [-- --runs R] [-- --legal-versions V]   (N a whole number, R at least 1, V at least 2)',
  );
  process.exit(1);
}

/** Folders that are outputs, caches or history: never part of the copy. */
const skip = new Set(['node_modules', '.git', 'test-results', 'playwright-report', '.astro']);
const isOutput = (name: string) => name === 'dist' || name.startsWith('dist-');

/** A press release that passes the press schema: title, date, summary and a body of realistic length. */
export function syntheticRelease(i: number): string {
  const day = new Date(Date.UTC(2019, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
  const n = String(i + 1).padStart(5, '0');
  const paragraph = (topic: string) =>
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

/**
 * Give a legal document V synthetic published versions, 1.0 to 1.(V-1): its
 * change list rewritten, and one frozen snapshot per version made from its
 * current one with one paragraph changed each time, so every redline has
 * something to show. Returns the snapshot files to write.
 */
export function syntheticLegalVersions(
  source: string,
  current: Snapshot,
  versions: number,
): { mdx: string; snapshots: { version: string; text: string }[] } {
  const day = (i: number) => new Date(Date.UTC(2020, 0, 1) + i * 30 * 86_400_000).toISOString().slice(0, 10);
  const list = Array.from({ length: versions }, (_, i) => versions - 1 - i);
  const changes = list
    .map(
      (i) =>
        `  - version: "1.${i}"\n    date: ${day(i)}\n    kind: ${i === 0 ? 'initial' : 'editorial'}\n    summary: Synthetic version ${i} for the build benchmark.\n`,
    )
    .join('');
  const newest = `1.${versions - 1}`;
  const mdx = source
    .replace(/^version: .*$/m, `version: "${newest}"`)
    .replace(/^lastUpdated: .*$/m, `lastUpdated: ${day(versions - 1)}`)
    .replace(/^effectiveDate: .*$/m, `effectiveDate: ${day(versions - 1)}`)
    .replace(/^changes:\n(?: {2}.*\n)+/m, `changes:\n${changes}`);
  const snapshots = list.map((i) => {
    let n = 0;
    const html = current.html.replace(/<\/p>/g, (end) => (n++ === i ? ` Revision ${i}.${end}` : end));
    return {
      version: `1.${i}`,
      text: serializeSnapshot({ ...current, version: `1.${i}`, effectiveDate: day(i), lastUpdated: day(i), html }),
    };
  });
  return { mdx, snapshots };
}

function countHtml(dir: string): number {
  return readdirSync(dir).reduce((sum: number, name) => {
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
  let written = 0;
  const releasesUpTo = (count: number) => {
    for (; written < count; written++)
      writeFileSync(join(work, 'content/press', `bench-${String(written + 1).padStart(5, '0')}.mdx`), syntheticRelease(written));
  };
  releasesUpTo(counts[0]);

  const buildOnce = (label: string) => {
    console.log(`Building ${label} in ${work} …`);
    rmSync(join(work, 'dist'), { recursive: true, force: true });
    rmSync(join(work, '.bench-cache'), { recursive: true, force: true });
    // The previous build's files go to disk before the clock starts, not during the next build.
    spawnSync('sync');
    const started = performance.now();
    // Astro's own command, as `npm run build` runs it (the pinned Node that runs this script, no npx lookup).
    const build = spawnSync(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'build', '--silent'], {
      cwd: work,
      env: {
        ...process.env,
        ASTRO_TELEMETRY_DISABLED: '1',
        ASTRO_OUT_DIR: join(work, 'dist'),
        ASTRO_CACHE_DIR: join(work, '.bench-cache'),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const seconds = (performance.now() - started) / 1000;
    if (build.status !== 0) {
      console.error(`The build failed (exit ${build.status}).`);
      process.exit(1);
    }
    return { seconds, pages: countHtml(join(work, 'dist')) };
  };
  /** The median of `runs` builds, each from a fresh cache, with every build's time. */
  const buildMedian = (label: string) => {
    const builds = Array.from({ length: runs }, (_, i) => buildOnce(runs > 1 ? `${label} (${i + 1} of ${runs})` : label));
    const times = builds.map((build) => build.seconds).sort((a, b) => a - b);
    const seconds = times.length % 2 ? times[(times.length - 1) / 2] : (times[times.length / 2 - 1] + times[times.length / 2]) / 2;
    return { seconds, pages: builds[0].pages, all: builds.map((build) => build.seconds) };
  };

  if (legalVersions === undefined) {
    const sizes = counts.map((count) => {
      releasesUpTo(count);
      return { count, ...buildMedian(`with ${count} synthetic press releases`) };
    });
    console.log(`\n| synthetic releases | pages built | build seconds (median of ${runs}) | seconds per 1,000 pages | every build |`);
    console.log('| --- | --- | --- | --- | --- |');
    for (const { count, pages, seconds, all } of sizes)
      console.log(
        `| ${count.toLocaleString('en-US')} | ${pages.toLocaleString('en-US')} | ${seconds.toFixed(1)} | ${((seconds / pages) * 1000).toFixed(1)} | ${all.map((s) => s.toFixed(1)).join(', ')} |`,
      );
    if (sizes.length > 1) {
      const [small, large] = [sizes[0]!, sizes.at(-1)!];
      console.log(
        `\n${large.count.toLocaleString('en-US')} releases took ${(large.seconds / small.seconds).toFixed(2)} times as long as ${small.count.toLocaleString('en-US')}.`,
      );
    }
  } else {
    const archive = join(work, 'content/legal/versions');
    const docs = readdirSync(join(work, 'content/legal')).filter((name) => name.endsWith('.mdx'));
    const currentSnapshots = new Map(
      docs.map((name) => {
        const id = legalId(name);
        const dir = join(archive, id);
        const newest = readdirSync(dir).sort((a, b) => b.localeCompare(a, 'en', { numeric: true }))[0];
        return [id, parseSnapshot(readFileSync(join(dir, newest), 'utf8'))];
      }),
    );
    const sources = new Map(docs.map((name) => [name, readFileSync(join(work, 'content/legal', name), 'utf8')]));
    rmSync(archive, { recursive: true, force: true });
    const without = buildMedian('without a legal archive');
    for (const [name, source] of sources) {
      const id = legalId(name);
      const { mdx, snapshots } = syntheticLegalVersions(source, currentSnapshots.get(id)!, legalVersions);
      writeFileSync(join(work, 'content/legal', name), mdx);
      mkdirSync(join(archive, id), { recursive: true });
      for (const { version, text } of snapshots) writeFileSync(join(archive, id, `${version}.html`), text);
    }
    const withArchive = buildMedian(`with ${docs.length} documents × ${legalVersions} versions`);
    console.log(`\nlegal archive:            ${docs.length} documents × ${legalVersions} versions`);
    console.log(`pages built:              ${without.pages} without, ${withArchive.pages} with (+${withArchive.pages - without.pages})`);
    console.log(`build seconds:            ${without.seconds.toFixed(1)} without, ${withArchive.seconds.toFixed(1)} with`);
    console.log(`the archive adds:         ${(withArchive.seconds - without.seconds).toFixed(1)} s`);
  }
} finally {
  if (process.argv.includes('--keep')) console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
