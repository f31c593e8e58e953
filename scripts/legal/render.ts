/**
 * The legal tools' input: the working tree's documents as a visitor gets them (built into a
 * temporary folder, or an existing build with --dist), and a base ref's documents and frozen
 * files, read from git without building: at a base the gate passed, the newest version is frozen.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readFrontmatter } from '../../src/lib/frontmatter.ts';
import { ARCHIVE_DIR, parseSnapshot, snapshotPath, snapshotVisible } from '../../src/lib/legal/archive.ts';
import type { BaseDoc, BaseState } from '../../src/lib/legal/gate.ts';
import type { DocSide } from '../../src/lib/legal/redline.ts';
import { legalId } from '../../src/lib/legal/schema.ts';
import { extractVisible } from '../../src/lib/legal/text.ts';
import { legalVersionPath, pageFile } from '../../src/lib/routes.ts';

/** Each document's source, and its newest version's built page and visible text. */
export type Rendered = Map<string, DocSide & { html: string }>;

function git(cwd: string, args: string[]): string {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr.trim()}`);
  return result.stdout;
}

export const projectRootFrom = (cwd = process.cwd()) => resolve(git(cwd, ['rev-parse', '--show-toplevel']).trim());

/** content/legal/*.mdx and the built page of each document's newest version ("" when there is none). */
function collect(root: string, outDir: string): Rendered {
  const dir = join(root, 'content', 'legal');
  const docs: Rendered = new Map();
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.mdx'))
    .sort()) {
    const id = legalId(name);
    const source = readFileSync(join(dir, name), 'utf8');
    const file = join(outDir, pageFile(legalVersionPath(id, String(readFrontmatter(source).version ?? ''))));
    const html = existsSync(file) ? readFileSync(file, 'utf8') : '';
    docs.set(id, { source, html, visible: extractVisible(html) });
  }
  return docs;
}

/** The working tree as built in `dist`, or built now into a temporary folder under node_modules/.cache (git ignores it). */
export function renderWorkingTree(root: string, dist?: string): Rendered {
  if (dist) {
    if (!existsSync(join(dist, 'index.html'))) throw new Error(`no built site in ${dist}: run "npm run build" first, or leave out --dist`);
    return collect(root, resolve(dist));
  }
  mkdirSync(join(root, 'node_modules', '.cache'), { recursive: true });
  const work = mkdtempSync(join(root, 'node_modules', '.cache', 'legal-render-'));
  try {
    const astro = join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
    const env = { ...process.env, ASTRO_OUT_DIR: join(work, 'dist'), ASTRO_CACHE_DIR: join(work, 'cache'), ASTRO_TELEMETRY_DISABLED: '1' };
    const result = spawnSync(process.execPath, [astro, 'build'], { cwd: root, encoding: 'utf8', env, maxBuffer: 64 * 1024 * 1024 });
    if (result.status !== 0) throw new Error(`the build failed:\n${(result.stderr || result.stdout).split('\n').slice(-30).join('\n')}`);
    return collect(root, join(work, 'dist'));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The documents and frozen files at a ref, from their raw frontmatter, so a base today's schema refuses is still history. */
export function readBase(root: string, ref: string): BaseState {
  let commit: string;
  try {
    commit = git(root, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).trim();
  } catch {
    throw new Error(`"${ref}" is not a commit in this repository (try a branch, a tag, HEAD~1 or a commit id).`);
  }
  const docs = new Map<string, BaseDoc>();
  const frozen = new Map<string, string>();
  for (const path of git(root, ['ls-tree', '-r', '--name-only', commit, '--', 'content/legal']).split('\n').filter(Boolean)) {
    const text = git(root, ['show', `${commit}:${path}`]);
    if (path.startsWith(`${ARCHIVE_DIR}/`)) frozen.set(path, text);
    else if (/^content\/legal\/[^/]+\.mdx$/.test(path)) {
      const raw = readFrontmatter(text) as { version?: unknown; changes?: { version?: unknown; digest?: unknown }[] };
      const changes = (Array.isArray(raw.changes) ? raw.changes : []).map((c) => ({
        version: String(c?.version),
        digest: typeof c?.digest === 'string' ? c.digest : undefined,
      }));
      docs.set(legalId(path), { source: text, version: String(raw.version ?? changes[0]?.version ?? '0'), changes });
    }
  }
  return { ref, docs, frozen };
}

/** A document at the base as legal:diff compares it: its source and its newest frozen text. */
export function baseSide(base: BaseState, id: string): DocSide | undefined {
  const doc = base.docs.get(id);
  const text = doc && base.frozen.get(snapshotPath(id, doc.version));
  return doc && { source: doc.source, visible: snapshotVisible(text ? parseSnapshot(text).html : '') };
}
