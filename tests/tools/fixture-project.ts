/**
 * A throwaway copy of this project in a temporary git repository, for tests
 * of the writer and reviewer tools. Files are the ones git would see (tracked
 * and untracked-but-not-ignored); node_modules is linked, not copied.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
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
  remove(path: string): void;
  /** Commit everything; returns the commit id. */
  commit(message: string): string;
  git(...args: string[]): string;
  dispose(): void;
}

export function createFixtureProject(options: { exclude?: (path: string) => boolean } = {}): FixtureProject {
  const dir = mkdtempSync(join(tmpdir(), 'refrain-fixture-'));
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: projectRoot, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean)
    .filter((path) => !path.startsWith('node_modules/') && !(options.exclude?.(path) ?? false));
  for (const path of files) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    try {
      cpSync(join(projectRoot, path), join(dir, path));
    } catch {
      /* deleted in the working tree but still tracked */
    }
  }
  symlinkSync(join(projectRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');
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
    remove: (path) => rmSync(join(dir, path), { force: true }),
    commit(message) {
      git('add', '-A');
      git('commit', '--quiet', '--allow-empty', '-m', message);
      return git('rev-parse', 'HEAD');
    },
    git,
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}
