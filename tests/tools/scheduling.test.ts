/**
 * The site on any day (CONTENT.md, "Scheduling"): a throwaway copy with a
 * fixture embargo (a press release dated to the hour, in another zone), a
 * fixture job posting that expires, and a fixture policy version that takes
 * effect, all at one instant T, built at two clock values (a minute before T
 * and at T) with SITE_NOW. In each build the pages, the lists, the feed, the
 * sitemap, the search index and the next-change file must say what is true on
 * that clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parseHTML } from 'linkedom';
import { isoDate, parseIsoDate } from '~/lib/dates';
import { JOB_POSTING_VALID_DAYS, jobExpiresAt } from '~/lib/company-rules';
import { dataFiles, documents } from '~/lib/collections';
import { legalPath, pageFile, pressPath, routes } from '~/lib/routes';
import { addDays } from '~/lib/dates';
import { resultHref } from '~/lib/site-search';
import { cleanEnv, createFixtureProject, projectRoot, type FixtureProject } from './fixture-project';

// T: the start of February 10, 2031 in San Diego (08:00 UTC; Pacific Standard Time).
const T = parseIsoDate('2031-02-10');
const EMBARGO = '2031-02-10T03:00 America/New_York'; // the same instant, as a New York newsroom writes it
const SLUG = 'scheduling-fixture-release';
const TITLE = 'Refrain Announces the Scheduling Fixture Release';
const JOB_ID = 'scheduling-fixture-role';
const JOB_TITLE = 'Scheduling Fixture Coordinator';
// Posted so that it is offered through February 9, 2031 and expires at T.
const POSTED = isoDate(addDays(T, -(JOB_POSTING_VALID_DAYS + 1)));
const POLICY = 'dmca';
const WORDING = 'This sentence takes effect with the scheduling fixture version.';

const clocks = {
  before: new Date(T.getTime() - 60_000),
  at: T,
} as const;
type Clock = keyof typeof clocks;

let project: FixtureProject;
const outs = {} as Record<Clock, string>;

function build(clock: Clock) {
  const out = join(project.dir, `out-${clock}`);
  const result = spawnSync(process.execPath, [join(projectRoot, 'node_modules/astro/bin/astro.mjs'), 'build'], {
    cwd: project.dir,
    encoding: 'utf8',
    env: cleanEnv({ ASTRO_OUT_DIR: out, ASTRO_CACHE_DIR: join(project.dir, `.cache-${clock}`), SITE_NOW: clocks[clock].toISOString() }),
    timeout: 280_000,
  });
  if (result.status !== 0) throw new Error(`the build at ${clock} failed:\n${(result.stdout + result.stderr).slice(-3000)}`);
  outs[clock] = out;
}

const file = (clock: Clock, path: string) =>
  join(outs[clock], path.endsWith('.xml') || path.endsWith('.json') ? path.replace(/^\//, '') : pageFile(path));
const exists = (clock: Clock, path: string) => existsSync(file(clock, path));
const html = (clock: Clock, path: string) => parseHTML(readFileSync(file(clock, path), 'utf8')).document;
const text = (clock: Clock, path: string) => (html(clock, path).querySelector('main')?.textContent ?? '').replace(/\s+/g, ' ');
const sitemap = (clock: Clock) =>
  readdirSync(outs[clock])
    .filter((name) => /^sitemap-\d+\.xml$/.test(name))
    .map((name) => readFileSync(join(outs[clock], name), 'utf8'))
    .join('\n');
const indexed = (clock: Clock) =>
  readdirSync(join(outs[clock], 'pagefind/fragment')).map((name) => {
    const raw = gunzipSync(readFileSync(join(outs[clock], 'pagefind/fragment', name))).toString('utf8');
    return resultHref((JSON.parse(raw.slice(raw.indexOf('{'))) as { url: string }).url);
  });
const nextChange = (clock: Clock) =>
  JSON.parse(readFileSync(join(outs[clock], 'next-change.json'), 'utf8')) as {
    builtAt: string;
    next: { at: string; change: string } | null;
  };

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
  project.write(
    dataFiles.jobs.file,
    `${project.read(dataFiles.jobs.file).trimEnd()}

- id: ${JOB_ID}
  title: ${JOB_TITLE}
  meta: Equity-only · Part-time · Remote, Pacific Time
  employmentType: PART_TIME
  datePosted: ${POSTED}
  summary: >-
    A posting of the scheduling fixture, offered for its ninety days and not one day more.
    It expires at the fixture's instant.
  responsibilities:
    - Be offered on the careers page until the fixture's instant.
    - Carry the JobPosting data that search engines read while open.
    - Leave both the page and the data at the fixture's instant.
  requirements:
    - A datePosted exactly ninety-one days before the instant.
    - No renewal of the posting before it expires.
    - Patience with the three builds of this test.
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
      .replace(/^effectiveDate: .*$/m, `effectiveDate: ${isoDate(T)}`)
      .replace(/^lastUpdated: .*$/m, 'lastUpdated: 2031-01-05')
      .replace(
        'changes:\n',
        `changes:\n  - version: "${next}"\n    date: 2031-01-05\n    kind: editorial\n    summary: The scheduling fixture's version, which takes effect at the fixture's instant.\n`,
      )
      .replace(/\n## /, `\n${WORDING}\n\n## `),
  );
  for (const clock of Object.keys(clocks) as Clock[]) build(clock);
}, 900_000);
afterAll(() => project?.dispose());

describe('an embargoed press release', () => {
  it('is nowhere before its instant: no page, no list, no feed, no sitemap, no search entry', () => {
    expect(exists('before', pressPath(SLUG))).toBe(false);
    expect(text('before', routes.press)).not.toContain(TITLE);
    expect(text('before', '/')).not.toContain(TITLE);
    expect(readFileSync(file('before', routes.pressFeed), 'utf8')).not.toContain(SLUG);
    expect(sitemap('before')).not.toContain(pressPath(SLUG));
    expect(indexed('before')).not.toContain(pressPath(SLUG));
  });

  it('is everywhere from its instant on', () => {
    const clock = 'at';
    expect(exists(clock, pressPath(SLUG))).toBe(true);
    expect(html(clock, routes.press).querySelector('main article h2, main article h3')?.textContent).toContain(TITLE);
    expect(text(clock, '/')).toContain(TITLE);
    expect(readFileSync(file(clock, routes.pressFeed), 'utf8')).toContain(pressPath(SLUG));
    expect(sitemap(clock)).toContain(pressPath(SLUG));
    expect(indexed(clock)).toContain(pressPath(SLUG));
  });
});

describe('a job posting', () => {
  it('is offered until it expires, with its JobPosting data, and not from then on', () => {
    expect(isoDate(jobExpiresAt({ datePosted: parseIsoDate(POSTED) }))).toBe(isoDate(T));
    expect(text('before', '/careers')).toContain(JOB_TITLE);
    expect(text('at', '/careers')).not.toContain(JOB_TITLE);
    expect(readFileSync(file('at', '/careers'), 'utf8')).not.toContain(JOB_ID);
  });

  it('leaves no careers wording that promises a role once none is in force', () => {
    // At T every posting of the jobs file has expired too (each is offered for 90 days, and T is years ahead).
    const careers = html('at', routes.careers);
    expect(html('before', routes.careers).title).toContain(JOB_TITLE);
    expect(careers.title).not.toContain(':');
    expect(careers.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^No open roles/);
    expect(text('at', routes.careers)).not.toMatch(/the role in the subject line|Apply button/);
    // The menu on every page and the contact card: nothing about open roles when there are none.
    const menu = [...html('at', '/').querySelectorAll(`header a[href="${routes.careers}"]`)].map((a) => a.textContent ?? '');
    const contact = [...html('at', routes.contact).querySelectorAll('main li, main article')].map((el) => el.textContent ?? '');
    for (const said of [...menu, ...contact.filter((t) => /career/i.test(t))]) expect(said).not.toMatch(/open roles/i);
  });
});

describe('a policy version', () => {
  it('is announced before its day, with the version in force shown at the address', () => {
    const page = html('before', legalPath(POLICY));
    expect(page.querySelector('.legal-upcoming')?.textContent).toMatch(/applies until February 10, 2031/);
    expect(page.querySelector('[data-legal-body]')?.textContent).not.toContain(WORDING);
  });

  it('is in force from its day, with no notice left', () => {
    const page = html('at', legalPath(POLICY));
    expect(page.querySelector('.legal-upcoming')).toBeNull();
    expect(page.querySelector('[data-legal-body]')?.textContent).toContain(WORDING);
    expect(page.querySelector('.legal-changes .version-standing')?.textContent?.replace(/\s+/g, ' ')).toMatch(
      /^In force since February 10, 2031/,
    );
  });
});

describe('the next-change file', () => {
  it('names the instant and every change due then, before it', () => {
    const before = nextChange('before');
    expect(before.builtAt).toBe(clocks.before.toISOString());
    expect(before.next?.at).toBe(T.toISOString());
    // In the zone the writer wrote; the log line adds San Diego's time.
    expect(before.next?.change).toContain(`press release '${SLUG}' publishes at 2031-02-10 03:00 EST (America/New_York)`);
    expect(before.next?.change).toContain(`job posting '${JOB_ID}' expires`);
    expect(before.next?.change).toMatch(/Copyright and Takedown Policy version [\d.]+ takes effect/);
  });

  it('moves on to a later change once T has come', () => {
    const next = nextChange('at').next;
    expect(next).not.toBeNull();
    expect(new Date(next!.at).getTime()).toBeGreaterThan(T.getTime());
  });
});
