/**
 * The MDX linter (scripts/lint-mdx.ts) with the project's configuration, in a folder under the
 * system's temporary folder (where CI's clone and a newcomer's may be): it reads every MDX file
 * under content/, names the file, the line and the rule of a writer's mistake, and fails a folder
 * where its globs match nothing, since a linter that found nothing has checked nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '../..');
let dir: string;
const lint = () => {
  const result = spawnSync(process.execPath, [join(root, 'scripts/lint-mdx.ts')], { cwd: dir, encoding: 'utf8', timeout: 60_000 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'refrain-lint-mdx-'));
  cpSync(join(root, '.markdownlint-cli2.jsonc'), join(dir, '.markdownlint-cli2.jsonc'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('lint-mdx', () => {
  it('fails a folder where its globs match nothing, and says what it looked for', () => {
    const result = lint();
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('lint-mdx: no MDX file matched content/**/*.mdx');
  });

  it('reads every MDX file under content/ and names the file, line and rule of a mistake', () => {
    mkdirSync(join(dir, 'content/press/nested'), { recursive: true });
    writeFileSync(join(dir, 'content/press/good.mdx'), '---\ntitle: x\n---\n\n- a dash, as the style says\n');
    writeFileSync(join(dir, 'content/press/nested/star.mdx'), '---\ntitle: x\n---\n\n* a star where the style is a dash\n');
    const result = lint();
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(/^Linting: 2 file\(s\)$/m);
    expect(result.output).toMatch(/content\/press\/nested\/star\.mdx:5(:\d+)? .*MD004/);
    expect(result.output).not.toContain('good.mdx');
  });
});
