/**
 * A second build of the same sources on the clock the first ran on (its
 * `builtAt` in next-change.json, given as SITE_NOW) is byte-identical to the
 * build under test (docs/decisions.md#security-and-deployment): nothing in
 * dist/ may depend on the machine's clock, the machine or the cache. The
 * second build goes to its own temporary out and cache dirs (ASTRO_OUT_DIR,
 * ASTRO_CACHE_DIR; astro.config.mjs reads them), so dist/ is left alone and
 * it cannot reuse the first build's cache. The gate's own build is the first,
 * so this costs one build, not two.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { walk } from '../../scripts/lib/walk.ts';
import { join, relative, sep } from 'node:path';
import { cleanEnv } from '../tools/fixture-project';
import { distDir } from './built';

const temp = mkdtempSync(join(tmpdir(), 'refrain-determinism-'));
// The clock the build under test ran on: a build takes "now" from SITE_NOW and nowhere else.
const SITE_NOW: string = JSON.parse(readFileSync(join(distDir, 'next-change.json'), 'utf8')).builtAt;
afterAll(() => rmSync(temp, { recursive: true, force: true }));

function build(name: string): string {
  const out = join(temp, name);
  execFileSync('npx', ['astro', 'build', '--silent'], {
    env: cleanEnv({ ASTRO_OUT_DIR: out, ASTRO_CACHE_DIR: join(temp, `${name}-cache`), SITE_NOW }),
    stdio: ['ignore', 'ignore', 'pipe'],
    timeout: 600_000,
  });
  return out;
}

function tree(root: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const path of walk(root)) {
    files.set(relative(root, path).split(sep).join('/'), createHash('sha256').update(readFileSync(path)).digest('hex'));
  }
  return files;
}

/** Where two text files first differ, to say what changed rather than only which file. */
function firstDifference(a: string, b: string): string {
  const [x, y] = [readFileSync(a, 'utf8'), readFileSync(b, 'utf8')];
  let i = 0;
  while (i < x.length && x[i] === y[i]) i++;
  return `at character ${i}: "${x.slice(Math.max(0, i - 40), i + 60)}" vs "${y.slice(Math.max(0, i - 40), i + 60)}"`;
}

describe('deterministic build', () => {
  it('a second build on the same clock is byte-identical to the one under test', { timeout: 900_000 }, () => {
    const first = distDir;
    const second = build('second');
    const a = tree(first);
    const b = tree(second);
    expect(a.size, 'files in the build').toBeGreaterThan(10);
    expect(JSON.parse(readFileSync(join(second, 'next-change.json'), 'utf8')).builtAt, 'the build ran on the clock it was given').toBe(
      SITE_NOW,
    );
    const onlyFirst = [...a.keys()].filter((f) => !b.has(f));
    const onlySecond = [...b.keys()].filter((f) => !a.has(f));
    const differing = [...a.keys()]
      .filter((f) => b.has(f) && a.get(f) !== b.get(f))
      .map((f) => (/\.(html|xml|txt|json|css|js)$/.test(f) ? `${f} ${firstDifference(join(first, f), join(second, f))}` : f));
    expect({ onlyFirst, onlySecond, differing }).toEqual({ onlyFirst: [], onlySecond: [], differing: [] });
  });
});
