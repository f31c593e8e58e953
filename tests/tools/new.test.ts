/**
 * `npm run new` (issue 8): each kind creates a file that builds and appears
 * where the command says; an existing file is never overwritten.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createFixtureProject, type FixtureProject } from './fixture-project';
import { slugify } from '../../scripts/lib/scaffold.ts';

describe('npm run new', () => {
  let fx: FixtureProject;
  let out: string;
  const created: Record<string, string> = {};
  const titles = {
    press: 'Refrain Opens Registrations in Canada',
    newsletter: 'February 2025 Investor Update',
    'case-study': 'Songwriter Recovers Three Years of Mechanicals',
    legal: 'Acceptable Use Policy',
  } as const;
  const newEntry = (kind: string, title: string) =>
    spawnSync(process.execPath, [join(fx.dir, 'scripts', 'new.ts'), kind, title], { cwd: fx.dir, encoding: 'utf8' });

  beforeAll(() => {
    fx = createFixtureProject();
    for (const [kind, title] of Object.entries(titles)) {
      const result = newEntry(kind, title);
      expect(result.status, result.stderr).toBe(0);
      created[kind] = result.stdout;
    }
    // Inside the fixture: the prerender step resolves packages from the output folder upwards.
    out = join(fx.dir, '.out');
    const build = spawnSync(process.execPath, [join(fx.dir, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build'], {
      cwd: fx.dir,
      encoding: 'utf8',
      // The cache must not sit inside the output folder: the build clears that folder.
      env: { ...process.env, ASTRO_OUT_DIR: out, ASTRO_CACHE_DIR: join(fx.dir, '.cache'), ASTRO_TELEMETRY_DISABLED: '1' },
    });
    expect(build.status, build.stderr + build.stdout.slice(-3000)).toBe(0);
  }, 240_000);
  afterAll(() => fx?.dispose());

  it('makes slugs from titles', () => {
    expect(slugify('Refrain Joins the A2IM Mentorship!')).toBe('refrain-joins-the-a2im-mentorship');
    expect(slugify('Café & Co.')).toBe('cafe-and-co');
  });

  it('says where each entry will appear', () => {
    expect(created.press).toContain('Created content/press/refrain-opens-registrations-in-canada.mdx');
    expect(created.press).toContain('/press/rss.xml');
    expect(created.legal).toContain('/legal (the legal index');
  });

  it('creates files that build into pages with today\'s date', () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(fx.read('content/press/refrain-opens-registrations-in-canada.mdx')).toContain(`date: ${today}`);
    const page = (path: string) => readFileSync(join(out, path, 'index.html'), 'utf8');
    expect(page('press/refrain-opens-registrations-in-canada')).toContain('Refrain Opens Registrations in Canada');
    expect(page('press')).toContain('/press/refrain-opens-registrations-in-canada');
    expect(page('investors/newsletters/february-2025-investor-update')).toContain('February 2025 Investor Update');
    expect(page('case-studies')).toContain('Songwriter Recovers Three Years of Mechanicals');
    expect(page('acceptable-use-policy')).toContain('Acceptable Use Policy');
    expect(page('legal')).toContain('/acceptable-use-policy');
    expect(existsSync(join(out, 'legal', 'changelog', 'index.html'))).toBe(true);
  });

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
    expect(result.stderr).toContain('usage: npm run new -- <press|newsletter|case-study|legal> "Title"');
  });
});
