/**
 * The writer's check: a writer adds one MDX file to content/press and
 * the release appears everywhere it should, with no page touched: the press
 * room (first, being newest), its own page, the home page's latest press, the
 * RSS feed and the sitemap. Runs one real build of a temporary copy of the
 * project (of the pages it reads), then one content sync to show that a
 * frontmatter mistake fails, naming the file and the field. Every list is
 * expected in the order the production rule gives the releases already
 * written plus the new one, on the clock the build is given.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import { socialCardPath } from '~/lib/og-image';
import { site } from '~/site.config';
import { documents } from '~/lib/collections';
import { formatDate } from '~/lib/dates';
import { HOME_LATEST_PRESS } from '~/lib/navigation';
import { newestFirst } from '~/lib/order';
import { pageFile, pressPath, routes } from '~/lib/routes';
import { linksNamed } from '../dist/built';
import { entries } from '../content';
import { feedItems, homeLatestPress } from './built-lists';
import { cleanEnv, createFixtureProject, projectRoot, type FixtureProject } from './fixture-project';
import { writerClock } from './writer-clock';

const SLUG = 'writer-check-release';
const TITLE = 'Refrain Opens a Writer Check Office in the Test Suite';
const SUMMARY = 'A release added by the writer check: one new file in content/press, and every list of releases on the site picks it up.';
// Dated newer than every release written, published or scheduled, on a build clock at which it is published.
const clock = writerClock([documents.press]);
/** Every release the build publishes, newest first by the site's own rule: those already written, and the new one. */
const expected = newestFirst([
  ...entries(documents.press, clock.now).map(({ id, data }) => ({ id, data: { date: data.date } })),
  { id: SLUG, data: { date: clock.dayStart } },
]).map((release) => pressPath(release.id));

let project: FixtureProject;
let out: string;

function astro(args: string[]) {
  const result = spawnSync(process.execPath, [join(projectRoot, 'node_modules/astro/bin/astro.mjs'), ...args], {
    cwd: project.dir,
    encoding: 'utf8',
    env: cleanEnv({ ASTRO_OUT_DIR: out, ASTRO_CACHE_DIR: join(project.dir, '.astro-cache'), SITE_NOW: clock.now.toISOString() }),
    timeout: 280_000,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}
const html = (route: string) => parseHTML(readFileSync(join(out, pageFile(route)), 'utf8')).document;

beforeAll(() => {
  // The tests are not part of what a writer's build needs, and the pages this test reads are the home page and the press room's.
  project = createFixtureProject({ exclude: (path) => path.startsWith('tests/'), pages: ['index.astro', 'press/'] });
  expect(existsSync(join(project.dir, `content/press/${SLUG}.mdx`)), 'the new release’s file name is free').toBe(false);
  out = join(project.dir, 'out');
  project.write(
    'content/press/writer-check-hero.svg',
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600" viewBox="0 0 1200 600"><rect width="1200" height="600" fill="#5b3fd6"/><circle cx="600" cy="300" r="160" fill="#ece8fd"/></svg>',
  );
  project.write(
    `content/press/${SLUG}.mdx`,
    `---
title: ${JSON.stringify(TITLE)}
date: ${clock.day}
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

    const room = html(routes.press);
    // The releases list: every release, newest first; the new one leads, with its date.
    const listed = [...room.querySelectorAll('main ol > li > article')];
    expect(listed.map((article) => article.querySelector('a[href^="/press/"]')?.getAttribute('href'))).toEqual(expected);
    const newest = listed[0];
    expect(newest?.querySelector('h3')?.textContent).toBe(TITLE);
    expect(newest?.querySelector(`a[href="${pressPath(SLUG)}"]`)).not.toBeNull();
    expect(newest?.querySelector('time')?.textContent).toBe(formatDate(clock.dayStart));

    const detail = html(pressPath(SLUG));
    expect(detail.querySelector('h1')?.textContent).toBe(TITLE);
    expect(linksNamed(detail.querySelector('main')!, /^Back to /).map((a) => a.getAttribute('href'))).toEqual(['/press']);
    // The hero image leads the release, with the alt text from its frontmatter.
    const hero = detail.querySelector('main article img');
    expect(hero?.getAttribute('alt')).toBe('A pale circle on a violet field');
    const resource = detail.querySelector('a[href="https://example.org/background"]');
    expect(resource?.getAttribute('rel')).toBe('noopener noreferrer');
    // An SVG hero is shown as it is; the release shares its own card, drawn at build.
    expect(hero?.getAttribute('src')).toMatch(/\.svg$/);
    expect(detail.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      `${site.url}${socialCardPath(pressPath(SLUG))}`,
    );

    // The home page's newest few: the new one first, pushing the oldest of the previous ones out.
    expect(homeLatestPress(html(routes.home))).toEqual(expected.slice(0, HOME_LATEST_PRESS));
    const items = feedItems(join(out, 'press/rss.xml'));
    expect(items.map((item) => item.link)).toEqual(expected.map((path) => `${site.url}${path}`));
    expect(items[0]?.title).toBe(TITLE);

    const sitemaps = readdirSync(out).filter((name) => /^sitemap-\d+\.xml$/.test(name));
    const sitemap = sitemaps.map((name) => readFileSync(join(out, name), 'utf8')).join('\n');
    expect(sitemap).toMatch(new RegExp(`<loc>${site.url}/press/${SLUG}/?</loc>`));
  }, 300_000);

  it('a frontmatter mistake fails, naming the file and the field', () => {
    project.remove(`content/press/${SLUG}.mdx`);
    project.write(
      'content/press/writer-check-typo.mdx',
      `---\ntitel: A Release Whose Writer Misspelt a Key\ndate: ${clock.day}\nsummary: ${JSON.stringify(SUMMARY)}\n---\nBody.\n`,
    );
    const sync = astro(['sync']);
    expect(sync.status).not.toBe(0);
    expect(sync.output).toContain('content/press/writer-check-typo.mdx');
    expect(sync.output).toMatch(/titel/);
    expect(sync.output).toMatch(/\btitle\b/);
  }, 120_000);
});
