/**
 * `npm run new`: each document kind creates a draft and each list kind an
 * entry at the end of its list, with a prompt in every field to write; a
 * production build leaves drafts out, fails on a published file or a list that
 * still holds a prompt (naming the file and the field), and publishes the entry
 * where the command says once it is filled in. An existing file is never
 * overwritten. The titles are the test's own, so no entry a writer adds next
 * can collide with them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { cleanEnv, createFixtureProject, type FixtureProject } from './fixture-project';
import { KINDS, slugify } from '../../scripts/lib/scaffold.ts';
import { isoDate } from '../../src/lib/dates.ts';
import { pageFile } from '~/lib/routes';
import { dataFiles } from '~/lib/collections';
import { readFrontmatter } from '~/lib/frontmatter';
import { CASE_STUDY_CATEGORIES } from '~/lib/case-study-filter';

// One clock for the command and every build, read once: the scaffold dates a file by the clock's day
// in San Diego and the build publishes by the same clock, so the test cannot straddle midnight.
const SITE_NOW = new Date().toISOString();

describe('npm run new', () => {
  let fx: FixtureProject;
  let out: string;
  const created: Record<string, string> = {};
  const titles = {
    press: 'Scaffold Check Press Release From the Test',
    'investor-update': 'December 2099 Investor Update Scaffold Check',
    'case-study': 'Scaffold Check Case Study From the Test',
    legal: 'Scaffold Check Policy From the Test',
  } as const;
  const entries = { team: 'Scaffold Check Member', advisor: 'Scaffold Check Advisor', job: 'Scaffold Check Role' } as const;
  const newEntry = (kind: string, title: string) =>
    spawnSync(process.execPath, [join(fx.dir, 'scripts', 'new.ts'), kind, title], {
      cwd: fx.dir,
      encoding: 'utf8',
      env: cleanEnv({ SITE_NOW }),
    });

  const build = () => {
    return spawnSync(process.execPath, [join(fx.dir, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build'], {
      cwd: fx.dir,
      encoding: 'utf8',
      // The cache must not sit inside the output folder: the build clears that folder.
      env: cleanEnv({ ASTRO_OUT_DIR: out, ASTRO_CACHE_DIR: join(fx.dir, '.cache'), SITE_NOW }),
    });
  };
  const paths = {
    press: 'content/press/scaffold-check-press-release-from-the-test.mdx',
    'investor-update': 'content/investor-updates/december-2099.mdx',
    'case-study': 'content/case-studies/scaffold-check-case-study-from-the-test.mdx',
    legal: 'content/legal/scaffold-check-policy-from-the-test.mdx',
  } as const;
  const lists = { team: dataFiles.team.file, advisor: dataFiles.advisors.file, job: dataFiles.jobs.file } as const;
  const page = (path: string) => readFileSync(join(out, pageFile(path)), 'utf8');
  let draftBuild: ReturnType<typeof build>;

  beforeAll(() => {
    // Only the pages the command says an entry appears on, which this test reads; no tests.
    fx = createFixtureProject({
      exclude: (path) => path.startsWith('tests/'),
      pages: [
        'index.astro',
        'press/',
        'investors/newsletters/',
        'case-studies.astro',
        '[legal].astro',
        'legal/index.astro',
        'team.astro',
        'careers.astro',
      ],
    });
    for (const [kind, title] of Object.entries(titles)) {
      const result = newEntry(kind, title);
      expect(result.status, result.stderr).toBe(0);
      created[kind] = result.stdout;
    }
    // Inside the fixture: the prerender step resolves packages from the output folder upwards.
    out = join(fx.dir, '.out');
    draftBuild = build();
  }, 240_000);
  afterAll(() => fx?.dispose());

  it('makes slugs from titles', () => {
    expect(slugify('Refrain Joins the A2IM Mentorship!')).toBe('refrain-joins-the-a2im-mentorship');
    expect(slugify('Café & Co.')).toBe('cafe-and-co');
  });

  it('says where each entry will appear, and only the advice of its kind', () => {
    // One entry of every kind the command knows.
    expect([...Object.keys(created), ...Object.keys(entries)].sort()).toEqual([...KINDS].sort());
    expect(created.press).toContain(`Created ${paths.press}`);
    expect(created.press).toContain('/press/rss.xml');
    expect(created.legal).toContain('/legal (the legal index');
    expect(created['investor-update']).toContain('/december-2099 (redirects to the update)');
    // Only a press release and an investor update are scheduled by their date.
    for (const kind of ['press', 'investor-update']) expect(created[kind]).toContain('"Scheduling"');
    for (const kind of ['case-study', 'legal']) expect(created[kind]).not.toContain('"Scheduling"');
  });

  it('creates drafts dated today, holding prompts only, which a production build leaves out everywhere', () => {
    const today = isoDate(new Date(SITE_NOW));
    expect(draftBuild.status, draftBuild.stderr + draftBuild.stdout.slice(-3000)).toBe(0);
    for (const path of Object.values(paths)) expect(fx.read(path), path).toMatch(/^draft: true$/m);
    expect(fx.read(paths.press)).toContain(`date: ${today}`);
    // No made-up value a writer could leave in by mistake: every field to write is a prompt.
    expect(readFrontmatter(fx.read(paths['case-study']))).toMatchObject({
      client: { name: expect.stringMatching(/^Replace with/) },
      results: { revenueRecovered: expect.stringMatching(/^Replace with/), timeSaved: expect.stringMatching(/^Replace with/) },
      category: expect.stringMatching(/^Replace with/),
    });
    const slug = slugify(titles.press);
    expect(existsSync(join(out, `press/${slug}`))).toBe(false);
    expect(page('press')).not.toContain(slug);
    expect(page('')).not.toContain(slug);
    expect(readFileSync(join(out, 'press/rss.xml'), 'utf8')).not.toContain(slug);
    expect(existsSync(join(out, 'investors/newsletters/december-2099'))).toBe(false);
    expect(existsSync(join(out, 'december-2099'))).toBe(false);
    expect(page('case-studies')).not.toContain(titles['case-study']);
    expect(existsSync(join(out, slugify(titles.legal)))).toBe(false);
    expect(page('legal')).not.toContain(`/${slugify(titles.legal)}`);
    const sitemap = readdirSync(out)
      .filter((name) => name.startsWith('sitemap-'))
      .map((name) => readFileSync(join(out, name), 'utf8'))
      .join('');
    expect(sitemap).not.toMatch(/scaffold-check|december-2099/);
  });

  it('fails a production build on a published file or a list that still holds a prompt, naming the file and the fields', () => {
    for (const [kind, title] of Object.entries(entries)) {
      const result = newEntry(kind, title);
      expect(result.status, result.stderr).toBe(0);
      expect(result.stdout).toContain(`Added "${title}" at the end of ${lists[kind as keyof typeof lists]}`);
      expect(result.stdout).not.toContain('draft');
    }
    fx.write(paths['case-study'], fx.read(paths['case-study']).replace(/^draft: true\n/m, ''));
    const result = build();
    // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the terminal's color codes, which start with ESC.
    const output = (result.stdout + result.stderr).replace(/\x1b\[[0-9;]*m/g, '');
    expect(result.status).not.toBe(0);
    // The first file the build checks fails it; each line names the file, its line and the field.
    expect(output).toMatch(/content\/\S+:\d+ \S+ still holds the "Replace with …" prompt/);
  }, 240_000);

  it('publishes a filled-in entry where the command said it would appear', () => {
    // The writer replaces every prompt, each with a value of its field, and deletes the draft line.
    for (const path of [...Object.values(paths), ...Object.values(lists)])
      fx.write(path, fill(fx.read(path).replace(/^draft: true\n/m, '')));
    const result = build();
    expect(result.status, result.stderr + result.stdout.slice(-3000)).toBe(0);
    expect(page(`press/${slugify(titles.press)}`)).toContain(titles.press);
    expect(page('press')).toContain(`/press/${slugify(titles.press)}`);
    expect(page('investors/newsletters/december-2099')).toContain(titles['investor-update']);
    expect(page('december-2099')).toContain('url=/investors/newsletters/december-2099');
    expect(page('case-studies')).toContain(titles['case-study']);
    expect(page(slugify(titles.legal))).toContain(titles.legal);
    expect(page('legal')).toContain(`/${slugify(titles.legal)}`);
    expect(page('team')).toContain(entries.team);
    expect(page('team')).toContain(entries.advisor);
    expect(page('careers')).toContain(entries.job);
  }, 240_000);

  it('refuses to overwrite an existing file or entry', () => {
    const before = fx.read(paths.press);
    const again = newEntry('press', titles.press);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('already exists; nothing was written');
    expect(fx.read(paths.press)).toBe(before);
    const list = fx.read(lists.team);
    expect(newEntry('team', entries.team).stderr).toContain(`already has an entry "${slugify(entries.team)}"`);
    expect(fx.read(lists.team)).toBe(list);
  });

  it('rejects an unknown kind with the usage line', () => {
    const result = newEntry('blog', 'Anything');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(`usage: npm run new -- <${KINDS.join('|')}> "Title"`);
  });
});

/** A value of each field that takes one of a kind (a number, a name from a list, an address); text elsewhere. */
const VALUES: Record<string, string> = {
  name: '"S.C."',
  revenueRecovered: '1200',
  timeSaved: '"12 hours"',
  value: '"12"',
  category: CASE_STUDY_CATEGORIES[0],
  linkedin: '"https://www.linkedin.com/in/scaffold-check"',
  employmentType: 'FULL_TIME',
};

function fill(text: string): string {
  return text
    .replace(/^(\s*(?:- )?(\w+): )"Replace with [^"\n]*"$/gm, (all, head: string, key: string) =>
      VALUES[key] ? `${head}${VALUES[key]}` : all,
    )
    .replace(/Replace with ([^"\n]*)/g, (_all, rest: string) => `${`Written by the writer: ${rest}`.replace(/\.$/, '')}.`);
}
