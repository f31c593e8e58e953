/**
 * `npm run new` (scripts/new.ts) in a throwaway copy of content/: each document kind creates a
 * draft and each list kind an entry at the end of its list, says where it goes and gives only the
 * advice of its kind; an existing file or entry is never overwritten. That a document is a draft
 * holding only prompts, which a production build refuses, is tested on the templates themselves
 * (tests/unit/publishing.test.ts). The titles are the test's own, so no entry a writer adds next
 * can collide with them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { collectionOf, KINDS, slugify } from '../../scripts/lib/scaffold.ts';

const root = resolve(__dirname, '../..');
let dir: string;
const run = (...args: string[]) => {
  const result = spawnSync(process.execPath, [join(root, 'scripts/new.ts'), ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, SITE_NOW: '2031-01-02T12:00:00-08:00' },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
};
const read = (path: string) => readFileSync(join(dir, path), 'utf8');
/** A year after every investor update written, so the test's update never takes a writer's month. */
const freeYear =
  1 + Math.max(0, ...readdirSync(join(root, 'content/investor-updates')).map((name) => Number(/\d{4}/.exec(name)?.[0] ?? 0)));
/** The folder or the list file a kind writes to. */
const targetOf = (kind: (typeof KINDS)[number]) => collectionOf(kind) as { folder?: string; file?: string; scheduled?: boolean };
/** A title of the test's own for each kind; an investor update is named after its month. */
const titleOf = (kind: string) => (kind === 'investor-update' ? `December ${freeYear} Investor Update` : `Scaffold Check ${kind}`);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'refrain-new-'));
  cpSync(join(root, 'content'), join(dir, 'content'), { recursive: true });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run new', () => {
  it.each(KINDS)('%s: writes the entry, says where it goes, and only the advice of its kind', (kind) => {
    const result = run(kind, titleOf(kind));
    expect(result.status, result.stderr).toBe(0);
    const target = targetOf(kind);
    const scheduled = target.scheduled ?? false;
    expect(result.stdout.includes('"Scheduling"'), 'scheduling advice').toBe(scheduled);
    if (target.file) {
      expect(result.stdout).toContain(`Added "${titleOf(kind)}" at the end of ${target.file}`);
      expect(read(target.file)).toContain(titleOf(kind));
    } else {
      const path = /^Created (\S+)$/m.exec(result.stdout)?.[1];
      expect(path?.startsWith(`${target.folder}/`), result.stdout).toBe(true);
      expect(read(path!)).toContain(titleOf(kind));
    }
  });

  it('refuses to overwrite an existing file or entry', () => {
    const [document, list] = [KINDS.find((kind) => !targetOf(kind).file)!, KINDS.find((kind) => targetOf(kind).file)!];
    run(document, titleOf(document));
    const path = `${targetOf(document).folder}/${slugify(titleOf(document))}.mdx`;
    const before = read(path);
    const again = run(document, titleOf(document));
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('already exists; nothing was written');
    expect(read(path)).toBe(before);
    run(list, titleOf(list));
    const entries = read(targetOf(list).file!);
    expect(run(list, titleOf(list)).stderr).toContain(`already has an entry "${slugify(titleOf(list))}"`);
    expect(read(targetOf(list).file!)).toBe(entries);
  });

  it('rejects an unknown kind with the usage line', () => {
    const result = run('blog', 'Anything');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(`usage: npm run new -- <${KINDS.join('|')}> "Title"`);
  });
});
