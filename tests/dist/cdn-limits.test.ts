/**
 * The built site against the limits of the CDN it is deployed to, Cloudflare
 * Pages (docs/decisions.md#hosting): the `_headers` and `_redirects` the build
 * writes, the number of files and their size. Past a limit, rules are lost or
 * the upload fails on Cloudflare's side, where no test would see it; here the
 * gate fails first, naming the line or file. What the files say is the
 * generator's (tests/tools/security-headers.test.ts) and the redirects' (shell.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { walk } from '../../scripts/lib/walk.ts';
import { distDir } from './built';

// Cloudflare's documented limits, from the Cloudflare Pages documentation: "Limits"
// (developers.cloudflare.com/pages/platform/limits/), "Headers" (/pages/configuration/headers/)
// and "Redirects" (/pages/configuration/redirects/). Quoted in docs/decisions.md#hosting.
/** "A project is limited to 100 header rules." */
const MAX_HEADER_RULES = 100;
/** "Each line in the _headers file has a 2,000 character limit. The entire line, including spacing, header name, and value, counts towards this limit." */
const MAX_HEADER_LINE_CHARS = 2_000;
/** "A project is limited to 2,000 static redirects and 100 dynamic redirects, for a combined total of 2,100 redirects." */
const MAX_STATIC_REDIRECTS = 2_000;
const MAX_DYNAMIC_REDIRECTS = 100;
/** "Each redirect declaration has a 1,000-character limit." */
const MAX_REDIRECT_LINE_CHARS = 1_000;
/** "Cloudflare Pages sites can contain up to 20,000 files on the Free plan." */
const MAX_FILES = 20_000;
/** The largest single file Pages serves: 25 MiB. */
const MAX_FILE_BYTES = 25 * 1024 * 1024;
const read = (name: string) => {
  const file = join(distDir, name);
  if (!existsSync(file)) throw new Error(`${name} is not in ${distDir}: run "npm run build" first.`);
  return readFileSync(file, 'utf8');
};
const lines = (text: string) =>
  text
    .split('\n')
    .map((line, index) => ({ line, number: index + 1 }))
    .filter(({ line }) => line.trim() && !line.trimStart().startsWith('#'));
const tooLong = (entries: { line: string; number: number }[], limit: number) =>
  entries.filter(({ line }) => line.length > limit).map(({ line, number }) => `line ${number}: ${line.length} characters`);

describe('_headers', () => {
  const entries = lines(read('_headers'));
  // A rule is a URL pattern at the start of a line; its headers follow, indented.
  const rules = entries.filter(({ line }) => !/^\s/.test(line));

  it(`has at most ${MAX_HEADER_RULES} rules and no line longer than ${MAX_HEADER_LINE_CHARS} characters`, () => {
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.length).toBeLessThanOrEqual(MAX_HEADER_RULES);
    expect(tooLong(entries, MAX_HEADER_LINE_CHARS)).toEqual([]);
  });
});

describe('_redirects', () => {
  const entries = lines(read('_redirects'));

  it(`has at most ${MAX_STATIC_REDIRECTS} static and ${MAX_DYNAMIC_REDIRECTS} dynamic rules, none longer than ${MAX_REDIRECT_LINE_CHARS} characters`, () => {
    // Pages counts a rule with a splat or a placeholder as dynamic.
    const dynamic = entries.filter(({ line }) => /\*|\/:[A-Za-z]/.test(line.trim().split(/\s+/)[0] ?? ''));
    expect(entries.length - dynamic.length).toBeLessThanOrEqual(MAX_STATIC_REDIRECTS);
    expect(dynamic.length).toBeLessThanOrEqual(MAX_DYNAMIC_REDIRECTS);
    expect(tooLong(entries, MAX_REDIRECT_LINE_CHARS)).toEqual([]);
  });
});

describe('the files', () => {
  const files = walk(distDir);

  it(`number at most ${MAX_FILES.toLocaleString('en-US')}, each at most 25 MiB`, () => {
    expect(files.length).toBeGreaterThan(0);
    expect(files.length).toBeLessThanOrEqual(MAX_FILES);
    const large = files.filter((file) => statSync(file).size > MAX_FILE_BYTES).map((file) => relative(distDir, file));
    expect(large).toEqual([]);
  });

  it('include a top-level 404.html: without one, Pages answers every unknown path with the home page and status 200', () => {
    expect(files).toContain(join(distDir, '404.html'));
  });
});
