/**
 * The writer's check: a writer adds one MDX file to content/press and
 * the release appears everywhere it should, with no page touched: the press
 * room (first, being newest), its own page, the home page's latest press, the
 * RSS feed and the sitemap. Runs one real build of a temporary copy of the
 * project, then one content sync to show that a frontmatter mistake fails,
 * naming the file and the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DOMParser, parseHTML } from 'linkedom';
import { site } from '~/site.config';
import { linksNamed } from '../dist/built';
import { cleanEnv, createFixtureProject, projectRoot, type FixtureProject } from './fixture-project';
const SLUG = 'writer-check-release';
// Far in the future, so it stays the newest release whatever writers add later.
const DATE = '2031-03-04';
const TITLE = 'Refrain Opens a Writer Check Office in the Test Suite';
const SUMMARY = 'A release added by the writer check: one new file in content/press, and every list of releases on the site picks it up.';

let project: FixtureProject;
let out: string;

function astro(args: string[]) {
  const result = spawnSync(process.execPath, [join(projectRoot, 'node_modules/astro/bin/astro.mjs'), ...args], {
    cwd: project.dir,
    encoding: 'utf8',
    env: cleanEnv({ ASTRO_OUT_DIR: out, ASTRO_CACHE_DIR: join(project.dir, '.astro-cache') }),
    timeout: 280_000,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}
const html = (path: string) => parseHTML(readFileSync(join(out, path), 'utf8')).document;

beforeAll(() => {
  // The tests are not part of what a writer's build needs.
  project = createFixtureProject({ exclude: (path) => path.startsWith('tests/') });
  out = join(project.dir, 'out');
  project.write(
    'content/press/writer-check-hero.svg',
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600" viewBox="0 0 1200 600"><rect width="1200" height="600" fill="#5b3fd6"/><circle cx="600" cy="300" r="160" fill="#ece8fd"/></svg>',
  );
  project.write(
    `content/press/${SLUG}.mdx`,
    `---
title: ${JSON.stringify(TITLE)}
date: ${DATE}
summary: ${JSON.stringify(SUMMARY)}
image:
  src: ./writer-check-hero.svg
  alt: A pale circle on a violet field
links:
  - label: Background for editors
    href: https://example.org/background
---
import { site } from '~/site.config';

{site.name} today added a press release to its own test suite, to prove that writers never need to touch a page.
`,
  );
}, 60_000);

afterAll(() => project?.dispose());

describe('a writer adds a press release', () => {
  it('builds, and the release appears in the press room, its page, the home page, the feed and the sitemap', () => {
    const build = astro(['build']);
    expect(build.status, build.output.slice(-3000)).toBe(0);

    const room = html('press/index.html');
    // The releases list: the newest release comes first, with its date.
    const newest = room.querySelector('main ol > li > article');
    expect(newest?.querySelector('h3')?.textContent).toBe(TITLE);
    expect(newest?.querySelector(`a[href="/press/${SLUG}"]`)).not.toBeNull();
    expect(newest?.querySelector('time')?.textContent).toBe('March 4, 2031');

    const detail = html(`press/${SLUG}/index.html`);
    expect(detail.querySelector('h1')?.textContent).toBe(TITLE);
    expect(linksNamed(detail.querySelector('main')!, /^Back to /).map((a) => a.getAttribute('href'))).toEqual(['/press']);
    // The hero image leads the release, with the alt text from its frontmatter.
    const hero = detail.querySelector('main article img');
    expect(hero?.getAttribute('alt')).toBe('A pale circle on a violet field');
    const resource = detail.querySelector('a[href="https://example.org/background"]');
    expect(resource?.getAttribute('rel')).toBe('noopener noreferrer');
    // An SVG hero is shown as it is; social cards, which need a raster image, keep the site default.
    expect(hero?.getAttribute('src')).toMatch(/\.svg$/);
    expect(detail.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(`${site.url}/og-default.png`);

    const home = html('index.html');
    // The list labelled by the "In the press" heading.
    const list = [...home.querySelectorAll('ul[aria-labelledby]')].find(
      (ul) => home.getElementById(ul.getAttribute('aria-labelledby')!)?.textContent?.trim() === 'In the press',
    );
    const latest = [...(list?.querySelectorAll(':scope > li a') ?? [])].map((a) => a.getAttribute('href'));
    // Three newest: the new one pushes the oldest of the previous three out.
    expect(latest).toEqual([SLUG, 'refrain-joins-nvidia-inception', 'a2im-mentorship'].map((slug) => `/press/${slug}`));

    const feed = new DOMParser().parseFromString(readFileSync(join(out, 'press/rss.xml'), 'utf8'), 'text/xml');
    const first = feed.querySelector('item');
    expect(first?.querySelector('title')?.textContent).toBe(TITLE);
    expect(first?.querySelector('link')?.textContent).toBe(`${site.url}/press/${SLUG}`);

    const sitemaps = readdirSync(out).filter((name) => /^sitemap-\d+\.xml$/.test(name));
    const sitemap = sitemaps.map((name) => readFileSync(join(out, name), 'utf8')).join('\n');
    expect(sitemap).toMatch(new RegExp(`<loc>${site.url}/press/${SLUG}/?</loc>`));
  }, 300_000);

  it('a frontmatter mistake fails, naming the file and the field', () => {
    project.remove(`content/press/${SLUG}.mdx`);
    project.write(
      'content/press/writer-check-typo.mdx',
      `---\ntitel: A Release Whose Writer Misspelt a Key\ndate: 2031-03-05\nsummary: ${JSON.stringify(SUMMARY)}\n---\nBody.\n`,
    );
    const sync = astro(['sync']);
    expect(sync.status).not.toBe(0);
    expect(sync.output).toContain('content/press/writer-check-typo.mdx');
    expect(sync.output).toMatch(/titel/);
    expect(sync.output).toMatch(/\btitle\b/);
  }, 120_000);
});
