/**
 * A throwaway copy of this project in a temporary git repository, for tests
 * of the writer and reviewer tools. Files are the ones git would see (tracked
 * and untracked-but-not-ignored); the packages in node_modules are linked, not copied.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

export const projectRoot = resolve(__dirname, '..', '..');

/**
 * The environment for a build or a test run inside a fixture. Vitest puts its
 * own mode into process.env (NODE_ENV=test, and import.meta.env's PROD, DEV,
 * MODE, SSR…), and Astro reads those back as import.meta.env: a build that
 * inherited them would bundle React's development build and treat itself as
 * the dev server (showing drafts). So they are left out.
 */
export function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const leftOut = new Set(['NODE_ENV', 'PROD', 'DEV', 'MODE', 'SSR', 'SITE', 'BASE_URL', 'ASSETS_PREFIX', 'TEST']);
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !leftOut.has(key) && !key.startsWith('VITEST')));
  return { ...env, ASTRO_TELEMETRY_DISABLED: '1', ...extra };
}

export interface FixtureProject {
  dir: string;
  write(path: string, text: string): void;
  read(path: string): string;
  /** Commit everything; returns the commit id. */
  commit(message: string): string;
  dispose(): void;
}

export interface FixtureOptions {
  /** Leave these files out of the copy. */
  exclude?: (path: string) => boolean;
  /**
   * Build only the pages a test reads: the files under src/pages whose path
   * there starts with one of these ("[legal]" keeps `[legal].astro` and every
   * route under `[legal]/`, "legal/" the legal index, changelog and feed).
   * The not-found page and the next-change file are always kept: every static
   * host serves the first, and the build prints the second. A build
   * of the copy then renders, bundles and indexes only those pages, while the
   * content, layouts, components, integrations and config stay whole. Leave
   * it out to build every page.
   */
  pages?: readonly string[];
}

const PAGES = 'src/pages/';
const ALWAYS = [`${PAGES}404.astro`, `${PAGES}next-change.json.ts`];

/** Whether a file of the project belongs in a copy made with these options. */
function kept(path: string, { exclude, pages }: FixtureOptions): boolean {
  if (path.startsWith('node_modules/') || exclude?.(path)) return false;
  if (!pages || !path.startsWith(PAGES) || ALWAYS.includes(path)) return true;
  return pages.some((page) => path.slice(PAGES.length).startsWith(page));
}

export function createFixtureProject(options: FixtureOptions = {}): FixtureProject {
  const dir = mkdtempSync(join(tmpdir(), 'refrain-fixture-'));
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: projectRoot, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean)
    .filter((path) => kept(path, options));
  for (const path of files) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    try {
      cpSync(join(projectRoot, path), join(dir, path));
    } catch {
      /* deleted in the working tree but still tracked */
    }
  }
  // node_modules: a folder of the copy's own whose packages link to the project's. Vite, Astro and the legal
  // tools keep caches under node_modules (.vite, .astro, .cache); a linked folder would put every copy's caches in
  // the project's, where copies built side by side share them and they outlive the copy.
  mkdirSync(join(dir, 'node_modules'));
  for (const name of readdirSync(join(projectRoot, 'node_modules'))) {
    if (name.startsWith('.') && name !== '.bin') continue;
    symlinkSync(join(projectRoot, 'node_modules', name), join(dir, 'node_modules', name));
  }
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: dir,
      encoding: 'utf8',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'Test',
        GIT_AUTHOR_EMAIL: 'test@refrain.example',
        GIT_COMMITTER_NAME: 'Test',
        GIT_COMMITTER_EMAIL: 'test@refrain.example',
      },
    }).trim();
  git('init', '--quiet', '--initial-branch=main');
  return {
    dir,
    write(path, text) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    },
    read: (path) => readFileSync(join(dir, path), 'utf8'),
    commit(message) {
      git('add', '-A');
      git('commit', '--quiet', '--allow-empty', '-m', message);
      return git('rev-parse', 'HEAD');
    },
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}
