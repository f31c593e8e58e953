/**
 * The site on a given day (CONTENT.md, "Scheduling"): a throwaway copy built
 * with SITE_NOW at one instant T, holding a press release embargoed to a minute
 * after T (written in another zone), no open job posting, and a policy
 * version that takes effect the day after. The pages, the lists, the
 * feed, the sitemap, the search index and the next-change file must say what is
 * true on that clock. That an entry shows once its instant has come is the pure
 * rule's (tests/unit/publishing.test.ts, company-rules, legal-timeline) and
 * every published entry's on the real build (tests/dist).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parseHTML } from 'linkedom';
import { addDays, isoDate, parseIsoDate } from '~/lib/dates';
import { documents } from '~/lib/collections';
import { legalPath, pageFile, pressPath, routes } from '~/lib/routes';
import { resultHref } from '~/lib/site-search';
import { cleanEnv, createFixtureProject, projectRoot, type FixtureProject } from './fixture-project';

// T: the start of February 10, 2031 in San Diego (08:00 UTC; Pacific Standard Time), the build's clock.
const T = parseIsoDate('2031-02-10');
const EMBARGO = '2031-02-10T03:01 America/New_York'; // a minute after T, as a New York newsroom writes it
const SLUG = 'scheduling-fixture-release';
const TITLE = 'Refrain Announces the Scheduling Fixture Release';
const POLICY = 'dmca';
const EFFECTIVE = isoDate(addDays(T, 1));
const WORDING = 'This sentence takes effect with the scheduling fixture version.';

let project: FixtureProject;
let out = '';

const file = (path: string) => join(out, path.endsWith('.xml') || path.endsWith('.json') ? path.replace(/^\//, '') : pageFile(path));
const html = (path: string) => parseHTML(readFileSync(file(path), 'utf8')).document;
const text = (path: string) => (html(path).querySelector('main')?.textContent ?? '').replace(/\s+/g, ' ');
const sitemap = () =>
  readdirSync(out)
    .filter((name) => /^sitemap-\d+\.xml$/.test(name))
    .map((name) => readFileSync(join(out, name), 'utf8'))
    .join('\n');
const indexed = () =>
  readdirSync(join(out, 'pagefind/fragment')).map((name) => {
    const raw = gunzipSync(readFileSync(join(out, 'pagefind/fragment', name))).toString('utf8');
    return resultHref((JSON.parse(raw.slice(raw.indexOf('{'))) as { url: string }).url);
  });

beforeAll(() => {
  // Only the pages this test reads: the home page, the press room and releases, careers, contact and the policies.
  project = createFixtureProject({
    exclude: (path) => path.startsWith('tests/'),
    pages: ['index.astro', 'press/', 'careers.astro', 'contact.astro', '[legal].astro'],
  });
  project.write(
    `${documents.press.folder}/${SLUG}.mdx`,
    `---
title: ${JSON.stringify(TITLE)}
date: ${EMBARGO}
summary: ${JSON.stringify('A release written ahead and embargoed to the hour, for the scheduling fixture: nothing of it may show before its instant.')}
---

The fixture release says nothing before its instant, and everything after it.
`,
  );
  const policy = `${documents.legal.folder}/${POLICY}.mdx`;
  const source = project.read(policy);
  const version = /^version: "(.+)"$/m.exec(source)![1];
  const next = `${version.split('.')[0]}.${Number(version.split('.')[1]) + 1}`;
  project.write(
    policy,
    source
      .replace(/^version: ".*"$/m, `version: "${next}"`)
      .replace(/^effectiveDate: .*$/m, `effectiveDate: ${EFFECTIVE}`)
      .replace(/^lastUpdated: .*$/m, 'lastUpdated: 2031-01-05')
      .replace(
        'changes:\n',
        `changes:\n  - version: "${next}"\n    date: 2031-01-05\n    kind: editorial\n    summary: The scheduling fixture's version, which takes effect at the fixture's instant.\n`,
      )
      .replace(/\n## /, `\n${WORDING}\n\n## `),
  );
  out = join(project.dir, 'out');
  const result = spawnSync(process.execPath, [join(projectRoot, 'node_modules/astro/bin/astro.mjs'), 'build'], {
    cwd: project.dir,
    encoding: 'utf8',
    env: cleanEnv({ ASTRO_OUT_DIR: out, ASTRO_CACHE_DIR: join(project.dir, '.cache'), SITE_NOW: T.toISOString() }),
    timeout: 280_000,
  });
  if (result.status !== 0) throw new Error(`the build failed:\n${(result.stdout + result.stderr).slice(-3000)}`);
}, 300_000);
afterAll(() => project?.dispose());

describe('on the clock of the build', () => {
  it('an embargoed press release is nowhere before its instant: no page, no list, no feed, no sitemap, no search entry', () => {
    expect(existsSync(file(pressPath(SLUG)))).toBe(false);
    expect(text(routes.press)).not.toContain(TITLE);
    expect(text('/')).not.toContain(TITLE);
    expect(readFileSync(file(routes.pressFeed), 'utf8')).not.toContain(SLUG);
    expect(sitemap()).not.toContain(pressPath(SLUG));
    expect(indexed()).not.toContain(pressPath(SLUG));
  });

  it('no careers wording promises a role once none is open', () => {
    // Every posting of the jobs file has expired (each is offered for 90 days, and T is years ahead). That a posting
    // goes at its instant is tests/unit/company-rules.test.ts's, and no expired one shows tests/dist/data-pages.test.ts's.
    const careers = html(routes.careers);
    expect(careers.title).not.toContain(':');
    expect(careers.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^No open roles/);
    expect(text(routes.careers)).not.toMatch(/the role in the subject line|Apply button/);
    // The menu on every page and the contact card: nothing about open roles when there are none.
    const menu = [...html('/').querySelectorAll(`header a[href="${routes.careers}"]`)].map((a) => a.textContent ?? '');
    const contact = [...html(routes.contact).querySelectorAll('main li, main article')].map((el) => el.textContent ?? '');
    for (const said of [...menu, ...contact.filter((t) => /career/i.test(t))]) expect(said).not.toMatch(/open roles/i);
  });

  it('a policy version is announced before its day, with the version in force shown at the address', () => {
    const page = html(legalPath(POLICY));
    expect(page.querySelector('.legal-upcoming')?.textContent).toMatch(/applies until February 11, 2031/);
    expect(page.querySelector('[data-legal-body]')?.textContent).not.toContain(WORDING);
  });

  it('the next-change file names the next instant and its change, in the zone the writer wrote', () => {
    const { builtAt, next } = JSON.parse(readFileSync(file('next-change.json'), 'utf8')) as {
      builtAt: string;
      next: { at: string; change: string } | null;
    };
    expect(builtAt).toBe(T.toISOString());
    expect(next?.at).toBe(new Date(T.getTime() + 60_000).toISOString());
    expect(next?.change).toContain(`press release '${SLUG}' publishes at 2031-02-10 03:01 EST (America/New_York)`);
  });
});
