/**
 * A checker that reads a set of files must fail when the set is empty, whatever
 * folder the checkout is in: a linter that found nothing has checked nothing.
 * The linters and the spell check run here with the project's own
 * configurations, in a copy under the system's temporary folder (where CI's
 * clone and a newcomer's may be) and in a folder with no content at all. The
 * built-site checks (the HTML checker, the budgets, the dist audits, the
 * end-to-end routes) refuse a folder without a build on their own, each in its
 * own test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { walk } from '../../scripts/lib/walk.ts';
import { createFixtureProject, type FixtureProject, projectRoot } from './fixture-project';

const bin = (name: string) => join(projectRoot, 'node_modules/.bin', name);
const lintMdx = join(projectRoot, 'scripts/lint-mdx.ts');

function run(cwd: string, command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', timeout: 60_000 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Every MDX file under a folder, at any depth. */
const mdxFiles = (dir: string) => walk(dir).filter((file) => file.endsWith('.mdx'));

let copy: FixtureProject;
/** A copy of every file of the project, for the checkers that read code as well as content. */
let whole: FixtureProject;
let empty: string;

beforeAll(() => {
  copy = createFixtureProject({ exclude: (path) => path.startsWith('src/') || path.startsWith('tests/') });
  whole = createFixtureProject();
  // A folder with the project's checker configurations and nothing for them to read.
  empty = mkdtempSync(join(tmpdir(), 'refrain-nothing-'));
  for (const file of ['biome.json', '.markdownlint-cli2.jsonc', 'cspell.config.yaml', 'cspell-words.txt', '.gitignore'])
    cpSync(join(projectRoot, file), join(empty, file));
});

afterAll(() => {
  copy?.dispose();
  whole?.dispose();
  if (empty) rmSync(empty, { recursive: true, force: true });
});

describe('a check that finds nothing fails', () => {
  it('lints every MDX file under content/ from a clone in the temporary folder', () => {
    expect(copy.dir.startsWith(tmpdir())).toBe(true);
    const files = mdxFiles(join(copy.dir, 'content'));
    expect(files.length).toBeGreaterThan(0);
    const lint = run(copy.dir, process.execPath, [lintMdx]);
    expect(lint.status, lint.output).toBe(0);
    expect(lint.output).toMatch(new RegExp(`^Linting: ${files.length} file\\(s\\)$`, 'm'));
  });

  it('the MDX linter fails a folder where its globs match nothing, and says what it looked for', () => {
    const lint = run(empty, process.execPath, [lintMdx]);
    expect(lint.status).not.toBe(0);
    expect(lint.output).toContain('lint-mdx: no MDX file matched content/**/*.mdx');
  });

  it('the MDX linter fails a writer’s mistake, naming the file and the rule', () => {
    copy.write('content/press/zz-list-style.mdx', '---\ntitle: x\n---\n\n* a star where the style is a dash\n');
    const lint = run(copy.dir, process.execPath, [lintMdx]);
    copy.remove('content/press/zz-list-style.mdx');
    expect(lint.status).not.toBe(0);
    expect(lint.output).toMatch(/content\/press\/zz-list-style\.mdx:5(:\d+)? .*MD004/);
  });

  it('Biome and the spell check read the same files from a clone in the temporary folder as from the project', () => {
    const biomeCount = (cwd: string) => {
      // The count, not the verdict: whether the files pass is the lint step's business.
      const biome = run(cwd, bin('biome'), ['check', '.']);
      return Number(/Checked (\d+) files?/.exec(biome.output)?.[1]);
    };
    const spellCount = (cwd: string) => {
      const spell = run(cwd, bin('cspell'), ['--no-progress', '--gitignore']);
      return Number(/Files checked: (\d+)/.exec(spell.output)?.[1]);
    };
    // Biome always reads its own biome.json: more than one file means it found the code.
    const inProject = biomeCount(projectRoot);
    expect(inProject).toBeGreaterThan(1);
    expect(biomeCount(whole.dir)).toBe(inProject);
    const spelled = spellCount(projectRoot);
    expect(spelled).toBeGreaterThan(0);
    expect(spellCount(whole.dir)).toBe(spelled);
  }, 120_000);

  it('the spell check fails a folder with no file to check', () => {
    const spell = run(empty, bin('cspell'), ['--no-progress', '--no-summary', '--gitignore']);
    expect(spell.status).not.toBe(0);
  });
});
