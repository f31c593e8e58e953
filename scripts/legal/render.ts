/**
 * Render the legal documents of a git ref (or of the working tree) the way a
 * visitor gets them: check the ref out in a temporary worktree that shares
 * this project's node_modules, build it, and keep each document's source and
 * the built page of its newest version. Builds of a commit are cached under
 * node_modules/.cache, keyed by commit, so a second run against a base is quick.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { readFrontmatter } from '../../src/lib/frontmatter.ts';
import type { DocSide } from '../../src/lib/legal/report.ts';
import { legalId, readLegalSource } from '../../src/lib/legal/schema.ts';
import { extractVisible } from '../../src/lib/legal/text.ts';
import { legalVersionPath, pageFile } from '../../src/lib/routes.ts';

export interface RenderedRef {
  label: string;
  /** Each document's source, frontmatter and newest text, with that page's HTML. */
  docs: Map<string, DocSide & { html: string }>;
}

type Raw = Map<string, { source: string; html: string }>;

function git(cwd: string, args: string[]): string {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr.trim()}`);
  return result.stdout;
}

export function resolveCommit(cwd: string, ref: string): string {
  try {
    return git(cwd, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).trim();
  } catch {
    throw new Error(`"${ref}" is not a commit in this repository (try a branch, a tag, HEAD~1 or a commit id).`);
  }
}

/** The text of every file under `folder` at a commit, by path, without checking it out. */
export function filesAt(cwd: string, commit: string, folder: string): Map<string, string> {
  const paths = git(cwd, ['ls-tree', '-r', '--name-only', commit, '--', folder]).split('\n').filter(Boolean);
  return new Map(paths.map((path) => [path, git(cwd, ['show', `${commit}:${path}`])]));
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

/** content/legal/*.mdx of a site folder, and the built page of each document's newest version ("" when there is none). */
function collect(siteRoot: string, outDir: string): Raw {
  const dir = join(siteRoot, 'content', 'legal');
  const docs: Raw = new Map();
  for (const name of existsSync(dir) ? readdirSync(dir).filter((n) => n.endsWith('.mdx')) : []) {
    const id = legalId(name);
    const source = readFileSync(join(dir, name), 'utf8');
    const file = join(outDir, pageFile(legalVersionPath(id, String(readFrontmatter(source).version ?? ''))));
    docs.set(id, { source, html: existsSync(file) ? readFileSync(file, 'utf8') : '' });
  }
  return docs;
}

function rendered(label: string, raw: Raw): RenderedRef {
  const docs = new Map<string, DocSide & { html: string }>();
  for (const [id, { source, html }] of [...raw].sort(([a], [b]) => a.localeCompare(b))) {
    docs.set(id, { source, html, data: readLegalSource(source, `content/legal/${id}.mdx`).data, visible: extractVisible(html) });
  }
  return { label, docs };
}

/** Render a commit in a temporary worktree (cached by commit id). */
function renderCommit(projectRoot: string, ref: string): RenderedRef {
  const commit = resolveCommit(projectRoot, ref);
  const cache = join(projectRoot, 'node_modules', '.cache', 'legal-render-v3', commit, 'docs.json');
  if (existsSync(cache)) return rendered(ref, new Map(Object.entries(JSON.parse(readFileSync(cache, 'utf8')))));
  const tree = join(mkdtempSync(join(tmpdir(), 'refrain-legal-')), 'tree');
  try {
    git(projectRoot, ['worktree', 'add', '--detach', '--quiet', tree, commit]);
    if (!existsSync(join(tree, 'node_modules'))) symlinkSync(join(projectRoot, 'node_modules'), join(tree, 'node_modules'), 'dir');
    // Output inside the tree, so the build resolves packages through its node_modules link.
    build(projectRoot, tree, join(tree, '.legal-render', 'dist'), join(tree, '.legal-render', 'cache'));
    const raw = collect(tree, join(tree, '.legal-render', 'dist'));
    mkdirSync(join(cache, '..'), { recursive: true });
    writeFileSync(cache, JSON.stringify(Object.fromEntries(raw)));
    return rendered(ref, raw);
  } finally {
    spawnSync('git', ['worktree', 'remove', '--force', tree], { cwd: projectRoot });
    rmSync(join(tree, '..'), { recursive: true, force: true });
  }
}

/** Render the working tree as it is now, uncommitted changes included. */
function renderWorkingTree(projectRoot: string): RenderedRef {
  // Inside the project (under node_modules/.cache, which git ignores) so packages resolve.
  mkdirSync(join(projectRoot, 'node_modules', '.cache'), { recursive: true });
  const work = mkdtempSync(join(projectRoot, 'node_modules', '.cache', 'legal-render-wt-'));
  try {
    build(projectRoot, projectRoot, join(work, 'dist'), join(work, 'cache'));
    return rendered('working tree', collect(projectRoot, join(work, 'dist')));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The working tree's documents as an existing build of it shows them: no build. */
export function renderFromDist(projectRoot: string, distDir: string): RenderedRef {
  if (!existsSync(join(distDir, 'index.html')))
    throw new Error(`no built site in ${distDir}: run "npm run build" first, or leave out --dist`);
  return rendered(`working tree (built in ${distDir})`, collect(projectRoot, distDir));
}

export const render = (projectRoot: string, ref: string | undefined): RenderedRef =>
  ref ? renderCommit(projectRoot, ref) : renderWorkingTree(projectRoot);

export const projectRootFrom = (cwd = process.cwd()) => resolve(git(cwd, ['rev-parse', '--show-toplevel']).trim());
