/**
 * `npm run new`: each kind creates a draft with valid frontmatter; a production
 * build leaves drafts out, fails on a published file that still holds a
 * scaffold prompt (naming the file and the field), and publishes the entry
 * where the command says once it is filled in. An existing file is never overwritten.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { cleanEnv, createFixtureProject, type FixtureProject } from './fixture-project';
import { KINDS, slugify } from '../../scripts/lib/scaffold.ts';
import { isoDate } from '../../src/lib/dates.ts';
import { pageFile } from '~/lib/routes';

// One clock for the command and every build, read once: the scaffold dates a file by the clock's day
// in San Diego and the build publishes by the same clock, so the test cannot straddle midnight.
const SITE_NOW = new Date().toISOString();

describe('npm run new', () => {
  let fx: FixtureProject;
  let out: string;
  const created: Record<string, string> = {};
  const titles = {
    press: 'Refrain Opens Registrations in Canada',
    'investor-update': 'February 2025 Investor Update',
    'case-study': 'Songwriter Recovers Three Years of Mechanicals',
    legal: 'Acceptable Use Policy',
  } as const;
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
    press: 'content/press/refrain-opens-registrations-in-canada.mdx',
    'investor-update': 'content/investor-updates/february-2025.mdx',
    'case-study': 'content/case-studies/songwriter-recovers-three-years-of-mechanicals.mdx',
    legal: 'content/legal/acceptable-use-policy.mdx',
  } as const;
  const page = (path: string) => readFileSync(join(out, pageFile(path)), 'utf8');
  let draftBuild: ReturnType<typeof build>;

  beforeAll(() => {
    // Only the pages the command says an entry appears on, which this test reads; no tests.
    fx = createFixtureProject({
      exclude: (path) => path.startsWith('tests/'),
      pages: ['index.astro', 'press/', 'investors/newsletters/', 'case-studies.astro', '[legal].astro', 'legal/index.astro'],
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

  it('says where each entry will appear', () => {
    // One entry of every kind the command knows.
    expect(Object.keys(created).sort()).toEqual([...KINDS].sort());
    expect(created.press).toContain('Created content/press/refrain-opens-registrations-in-canada.mdx');
    expect(created.press).toContain('/press/rss.xml');
    expect(created.legal).toContain('/legal (the legal index');
  });

  it('creates drafts dated today, which a production build leaves out everywhere', () => {
    const today = isoDate(new Date(SITE_NOW));
    expect(draftBuild.status, draftBuild.stderr + draftBuild.stdout.slice(-3000)).toBe(0);
    for (const path of Object.values(paths)) expect(fx.read(path), path).toMatch(/^draft: true$/m);
    expect(fx.read(paths.press)).toContain(`date: ${today}`);
    expect(existsSync(join(out, 'press/refrain-opens-registrations-in-canada'))).toBe(false);
    expect(page('press')).not.toContain('refrain-opens-registrations-in-canada');
    expect(page('')).not.toContain('refrain-opens-registrations-in-canada');
    expect(readFileSync(join(out, 'press/rss.xml'), 'utf8')).not.toContain('refrain-opens-registrations-in-canada');
    expect(existsSync(join(out, 'investors/newsletters/february-2025'))).toBe(false);
    expect(existsSync(join(out, 'february-2025'))).toBe(false);
    expect(page('case-studies')).not.toContain('Songwriter Recovers Three Years of Mechanicals');
    expect(existsSync(join(out, 'acceptable-use-policy'))).toBe(false);
    expect(page('legal')).not.toContain('/acceptable-use-policy');
    const sitemap = readdirSync(out)
      .filter((name) => name.startsWith('sitemap-'))
      .map((name) => readFileSync(join(out, name), 'utf8'))
      .join('');
    expect(sitemap).not.toMatch(/refrain-opens-registrations|february-2025|acceptable-use-policy/);
  });

  it('fails a production build when a published file still holds a prompt, naming the file and the fields', () => {
    fx.write(paths['case-study'], fx.read(paths['case-study']).replace(/^draft: true\n/m, ''));
    const result = build();
    // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the terminal's color codes, which start with ESC.
    const output = (result.stdout + result.stderr).replace(/\x1b\[[0-9;]*m/g, '');
    expect(result.status).not.toBe(0);
    expect(output).toContain(paths['case-study']);
    expect(output).toMatch(/client\.role still holds the "Replace with …" prompt/);
    expect(output).toMatch(/challenge still holds/);
    expect(output).toMatch(/body still holds/);
  }, 240_000);

  it('publishes a filled-in entry where the command said it would appear', () => {
    // The writer replaces every prompt and deletes the draft line.
    for (const path of Object.values(paths)) {
      fx.write(
        path,
        fx
          .read(path)
          .replace(/^draft: true\n/m, '')
          .replace(/Replace with ([^"\n]*)/g, (_all, rest: string) => `${`Written by the writer: ${rest}`.replace(/\.$/, '')}.`),
      );
    }
    const result = build();
    expect(result.status, result.stderr + result.stdout.slice(-3000)).toBe(0);
    expect(page('press/refrain-opens-registrations-in-canada')).toContain('Refrain Opens Registrations in Canada');
    expect(page('press')).toContain('/press/refrain-opens-registrations-in-canada');
    expect(page('investors/newsletters/february-2025')).toContain('February 2025 Investor Update');
    expect(page('february-2025')).toContain('url=/investors/newsletters/february-2025');
    expect(page('case-studies')).toContain('Songwriter Recovers Three Years of Mechanicals');
    expect(page('acceptable-use-policy')).toContain('Acceptable Use Policy');
    expect(page('legal')).toContain('/acceptable-use-policy');
    expect(created['investor-update']).toContain('/february-2025 (redirects to the update)');
  }, 240_000);

  it('refuses to overwrite an existing file', () => {
    const path = 'content/press/refrain-opens-registrations-in-canada.mdx';
    const before = fx.read(path);
    const again = newEntry('press', titles.press);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('already exists; nothing was written');
    expect(fx.read(path)).toBe(before);
  });

  it('rejects an unknown kind with the usage line', () => {
    const result = newEntry('blog', 'Anything');
    expect(result.status).toBe(2);
    // The kinds come from the registry of collections (src/lib/collections.ts).
    expect(KINDS.length).toBeGreaterThan(0);
    expect(result.stderr).toContain(`usage: npm run new -- <${KINDS.join('|')}> "Title"`);
  });
});
