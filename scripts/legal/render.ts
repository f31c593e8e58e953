/**
 * Render the legal documents of a git ref (or of the working tree) the way a
 * visitor gets them: check the ref out in a temporary worktree that shares
 * this project's node_modules, build it, and keep each document's source and
 * the built page of its newest version. Builds of a commit are cached under
 * node_modules/.cache, keyed by commit, so a second run against the same base
 * is quick.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { DocSide } from '../../src/lib/legal/compare.ts';
import { readFrontmatter } from '../../src/lib/frontmatter.ts';
import { legalId, readLegalSource } from '../../src/lib/legal/schema.ts';
import { extractVisible } from '../../src/lib/legal/text.ts';
import { legalPath, legalVersionPath, pageFile } from '../../src/lib/routes.ts';

export interface RenderedRef {
  label: string;
  /** The commit, or null for the working tree. */
  commit: string | null;
  /** Each document's source, frontmatter and newest text, with that page's HTML. */
  docs: Map<string, DocSide & { html: string }>;
  /** Why the ref could not be built, when it could not: its docs then carry source only. */
  buildError?: string;
}

function git(cwd: string, args: string[]): string {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr.trim()}`);
  return result.stdout.trim();
}

export function resolveCommit(cwd: string, ref: string): string {
  try {
    return git(cwd, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  } catch {
    throw new Error(`"${ref}" is not a commit in this repository (try a branch, a tag, HEAD~1 or a commit id).`);
  }
}

function build(projectRoot: string, siteRoot: string, outDir: string, cacheDir: string) {
  const astro = join(projectRoot, 'node_modules', 'astro', 'bin', 'astro.mjs');
  const result = spawnSync(process.execPath, [astro, 'build'], {
    cwd: siteRoot,
    encoding: 'utf8',
    env: { ...process.env, ASTRO_OUT_DIR: outDir, ASTRO_CACHE_DIR: cacheDir, ASTRO_TELEMETRY_DISABLED: '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(`building ${siteRoot} failed:\n${(result.stderr || result.stdout).split('\n').slice(-30).join('\n')}`);
  }
}

/** A built page's HTML, or "" when the build has none. */
function page(outDir: string, path: string): string {
  const file = join(outDir, pageFile(path));
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

/**
 * Read content/legal/*.mdx and the page of each document's newest version from
 * a site folder: /<id>/versions/<version> shows the newest text whichever
 * version is in force (a build from before versions had pages shows it at
 * /<id>).
 */
function collect(siteRoot: string, outDir: string): Map<string, { source: string; html: string }> {
  const dir = join(siteRoot, 'content', 'legal');
  const docs = new Map<string, { source: string; html: string }>();
  if (!existsSync(dir)) return docs;
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.mdx'))
    .sort()) {
    const id = legalId(name);
    const source = readFileSync(join(dir, name), 'utf8');
    const version = String(readFrontmatter(source).version ?? '');
    docs.set(id, { source, html: page(outDir, legalVersionPath(id, version)) || page(outDir, legalPath(id)) });
  }
  return docs;
}

function toSides(raw: Map<string, { source: string; html: string }>): Map<string, DocSide & { html: string }> {
  const docs = new Map<string, DocSide & { html: string }>();
  for (const [id, { source, html }] of raw) {
    docs.set(id, { source, html, data: readLegalSource(source, `content/legal/${id}.mdx`).data, visible: extractVisible(html) });
  }
  return docs;
}

/** Render a commit in a temporary worktree (cached by commit id). */
export function renderCommit(projectRoot: string, ref: string): RenderedRef {
  const commit = resolveCommit(projectRoot, ref);
  // Keyed by the commit and by what is read from its build (the newest version's page since v2).
  const cache = join(projectRoot, 'node_modules', '.cache', 'legal-render-v2', commit);
  const index = join(cache, 'docs.json');
  if (existsSync(index)) {
    const raw = new Map<string, { source: string; html: string }>(Object.entries(JSON.parse(readFileSync(index, 'utf8'))));
    return { label: ref, commit, docs: toSides(raw) };
  }
  const work = mkdtempSync(join(tmpdir(), 'refrain-legal-'));
  const tree = join(work, 'tree');
  try {
    git(projectRoot, ['worktree', 'add', '--detach', '--quiet', tree, commit]);
    if (!existsSync(join(tree, 'node_modules'))) symlinkSync(join(projectRoot, 'node_modules'), join(tree, 'node_modules'), 'dir');
    // Output inside the tree, so the build resolves packages through its node_modules link.
    try {
      build(projectRoot, tree, join(tree, '.legal-render', 'dist'), join(tree, '.legal-render', 'cache'));
    } catch (error) {
      // An old commit may not build with today's dependencies. Keep its sources, so
      // the rules that need no rendering (versions, dates, notice) still apply.
      return {
        label: ref,
        commit,
        docs: toSides(collect(tree, join(tree, '.legal-render', 'no-build'))),
        buildError: (error as Error).message,
      };
    }
    const raw = collect(tree, join(tree, '.legal-render', 'dist'));
    mkdirSync(cache, { recursive: true });
    writeFileSync(index, JSON.stringify(Object.fromEntries(raw)));
    return { label: ref, commit, docs: toSides(raw) };
  } finally {
    try {
      git(projectRoot, ['worktree', 'remove', '--force', tree]);
    } catch {
      /* already gone */
    }
    rmSync(work, { recursive: true, force: true });
  }
}

/** Render the working tree as it is now (uncommitted changes included). */
export function renderWorkingTree(projectRoot: string): RenderedRef {
  // Inside the project (under node_modules/.cache, which git ignores) so packages resolve.
  mkdirSync(join(projectRoot, 'node_modules', '.cache'), { recursive: true });
  const work = mkdtempSync(join(projectRoot, 'node_modules', '.cache', 'legal-render-wt-'));
  try {
    build(projectRoot, projectRoot, join(work, 'dist'), join(work, 'cache'));
    return { label: 'working tree', commit: null, docs: toSides(collect(projectRoot, join(work, 'dist'))) };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The working tree's documents as an existing build of it (`dist/`) shows them: no build. */
export function renderFromDist(projectRoot: string, distDir: string): RenderedRef {
  if (!existsSync(join(distDir, 'index.html')))
    throw new Error(`no built site in ${distDir}: run "npm run build" first, or leave out --dist`);
  return { label: `working tree (built in ${distDir})`, commit: null, docs: toSides(collect(projectRoot, distDir)) };
}

export function render(projectRoot: string, ref: string | undefined): RenderedRef {
  return ref ? renderCommit(projectRoot, ref) : renderWorkingTree(projectRoot);
}

export function projectRootFrom(cwd = process.cwd()): string {
  return resolve(git(cwd, ['rev-parse', '--show-toplevel']));
}
