/**
 * A writer's ordinary day passes the gate with no file changed outside content/. In a throwaway
 * copy of the project this test makes six changes together: a policy update with its version bump
 * and its frozen version (npm run legal:archive), a case study in the publisher category, one more
 * team member (without a photo), a new monthly investor update, a press release newer than every
 * one written, and one press release removed. Then it builds the copy on one clock (SITE_NOW) and
 * runs the copy's own built-output audits, size budgets and HTML checker over that build, as
 * `npm test` runs them over dist/: those audits derive every list, count and order from the
 * copy's content, so they own where a release or a case study shows up. What they do not read
 * is checked here: the policy's new version, the new member's card and the update's bare path.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseHTML } from 'linkedom';
import { cleanEnv, createFixtureProject, projectRoot, type FixtureProject } from './fixture-project';
import { startNginx } from '../../scripts/lib/nginx.ts';
import { dataFiles, documents } from '~/lib/collections';
import { investorUpdatePath, isMonthSlug, pageFile } from '~/lib/routes';
import { site } from '~/site.config';
import { readFrontmatter } from '../../src/lib/frontmatter';
import { dataList, entries } from '../content';
import { writerClock } from './writer-clock';
import { writeTheDay } from './writers-day-edits';

// One clock for every tool and build of the copy: the new release and update are dated newer than every one
// written (scheduled ones too), and published on it.
const clock = writerClock([documents.press, documents.investorUpdates]);
const SITE_NOW = clock.now.toISOString();
const today = clock.day;

/** The content before the writer's changes, as the production rules read it on that clock. */
const before = {
  releases: entries(documents.press, clock.now),
  team: dataList(relative('content/data', dataFiles.team.file)).length,
};

let fx: FixtureProject;
let out: string;
/** What git saw change after the writer's edits, before any build wrote output. */
let changed: string[] = [];
let changes: ReturnType<typeof writeTheDay>;
const _frontmatter = (text: string) => readFrontmatter(text) as Record<string, any>;
const html = (path: string) => parseHTML(readFileSync(join(out, pageFile(path)), 'utf8')).document;
const exists = (path: string) => existsSync(join(out, pageFile(path)));

function run(command: string, args: string[], env: Record<string, string> = {}, timeout = 280_000) {
  const result = spawnSync(command, args, {
    cwd: fx.dir,
    encoding: 'utf8',
    env: cleanEnv({ ASTRO_OUT_DIR: out, ASTRO_CACHE_DIR: join(fx.dir, '.astro-cache'), SITE_NOW, ...env }),
    timeout,
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}
const node = (...args: string[]) => run(process.execPath, args);

beforeAll(() => {
  fx = createFixtureProject();
  out = join(fx.dir, 'out');
  fx.commit('the site as it is');
  changes = writeTheDay(fx, today, before.releases);
  // The writer freezes the policy's new version, as CONTENT.md's review path says.
  const archived = node(join(fx.dir, 'scripts/legal/archive.ts'));
  expect(archived.status, archived.output.slice(-4000)).toBe(0);
  expect(archived.output).toContain(`wrote content/legal/versions/${changes.policy}/${changes.policyVersion}.html`);
  changed = [fx.git('diff', '--name-only', 'HEAD'), fx.git('ls-files', '--others', '--exclude-standard')]
    .join('\n')
    .split('\n')
    .filter(Boolean);
  const build = node(join(projectRoot, 'node_modules/astro/bin/astro.mjs'), 'build');
  expect(build.status, build.output.slice(-4000)).toBe(0);
}, 300_000);
afterAll(() => fx?.dispose());

describe('a writer’s ordinary day', () => {
  it('changes nothing outside content/', () => {
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.filter((path) => !path.startsWith('content/'))).toEqual([]);
  });

  it('passes the built-output audits, the size budgets and the HTML checker', () => {
    // The copy's own audits, over the copy's build: its content is what they derive their expectations from.
    // Less the determinism check, which rebuilds the gate's own sources.
    const excluded = 'deterministic-build.test.ts';
    const audits = run(join(projectRoot, 'node_modules/.bin/vitest'), [
      'run',
      'tests/dist',
      '--exclude',
      `tests/dist/${excluded}`,
      '--reporter=dot',
    ]);
    expect(audits.status, audits.output.slice(-6000)).toBe(0);
    // Every audit file ran, and passed: none found nothing to check.
    const files = readdirSync(join(fx.dir, 'tests/dist')).filter((name) => name.endsWith('.test.ts') && name !== excluded).length;
    expect(files).toBeGreaterThan(0);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the terminal's color codes, which start with ESC.
    const summary = audits.output.replace(/\x1b\[[0-9;]*m/g, '');
    expect(summary).toMatch(new RegExp(`Test Files\\s+${files} passed \\(${files}\\)`));
    const budgets = node('scripts/check-budgets.ts', '--dir', out);
    expect(budgets.status, budgets.output.slice(-3000)).toBe(0);
    const valid = node('scripts/validate-html.ts', '--dir', out);
    expect(valid.status, valid.output.slice(-3000)).toBe(0);
  }, 300_000);

  it('shows the policy update with its version and date', () => {
    const doc = html(changes.policy);
    const versionTerm = [...doc.querySelectorAll('main dl dt')].find((dt) => dt.textContent?.trim() === 'Version');
    expect(versionTerm?.nextElementSibling?.textContent?.trim()).toBe(changes.policyVersion);
    expect(doc.querySelector('main')?.textContent).toContain(`reach the team at ${site.emails.legal}`);
    expect(doc.querySelector(`time[datetime="${today}"]`)).not.toBeNull();
    // Its new version is frozen and readable at its own address, with a redline against the one before.
    const frozen = html(`${changes.policy}/versions/${changes.policyVersion}`);
    expect(frozen.querySelector('main')?.textContent).toContain(`reach the team at ${site.emails.legal}`);
    const compare = html(`${changes.policy}/versions/${changes.policyVersion}/compare`);
    expect([...compare.querySelectorAll('.redline ins')].map((el) => el.textContent).join(' ')).toContain('reach the team at');
  });

  it('shows one more team member than before, with the portrait the writer added', () => {
    // The team section: the one named by its "Team" heading.
    const team = html('team');
    const section = [...team.querySelectorAll('main section[aria-labelledby]')].find(
      (el) => team.getElementById(el.getAttribute('aria-labelledby')!)?.textContent?.trim() === 'Team',
    );
    const cards = [...(section?.querySelectorAll('article') ?? [])];
    expect(cards).toHaveLength(before.team + 1);
    const card = cards.find((el) => el.querySelector('h3')?.textContent === 'Noor Haddad');
    expect(card, 'the new member’s card').toBeDefined();
    // The portrait the writer added, described; the initial-letter fallback is tested with a fixture (tests/component/avatar.test.tsx).
    expect(card?.querySelector('img')?.getAttribute('alt')).toBe('Illustrated portrait of Noor Haddad');
  });

  it('publishes the new update, lists it first and redirects its bare path, in the build and behind nginx', async () => {
    expect(isMonthSlug(changes.update)).toBe(true);
    expect(exists(`investors/newsletters/${changes.update}`)).toBe(true);
    const first = html('investors/newsletters').querySelector('main ol > li > article');
    expect(first?.querySelector('h2 a')?.getAttribute('href')).toBe(investorUpdatePath(changes.update));
    const stub = html(changes.update);
    expect(stub.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content')).toBe(
      `0; url=/investors/newsletters/${changes.update}`,
    );
    expect(readFileSync(join(out, '_redirects'), 'utf8')).toContain(`/${changes.update} /investors/newsletters/${changes.update} 301`);
    const server = await startNginx({ dist: out, port: Number(process.env.LIVING_NGINX_PORT ?? 4338) });
    try {
      const response = await fetch(`${server.url}/${changes.update}`, { redirect: 'manual' });
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe(investorUpdatePath(changes.update));
    } finally {
      await server.stop();
    }
  });
});
