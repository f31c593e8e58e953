/**
 * `npm run deploy:due` (scripts/deploy-due.ts), as the scheduled workflow
 * runs it: against a site served on 127.0.0.1, it prints the reason, writes it
 * to the job summary and sets the step outputs; a site that cannot be reached
 * means a rebuild. The decisions themselves (due, not yet, fail safe on a file that is
 * not JSON) are tests/unit/rebuild-due.test.ts's; this owns the fetch and what the run writes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nextChangeUrl } from '~/lib/rebuild-due';
import { NEXT_CHANGE_FILE } from '~/lib/next-change';
import { site } from '~/site.config';
import { projectRoot } from './fixture-project';

const builtAt = '2026-11-24T22:00:00.000Z';
const next = { at: '2026-12-01T14:00:00.000Z', change: "press release 'embargo-example' publishes" };

/** One site per path prefix: /<name>/next-change.json answers with that body and status. */
const sites: Record<string, { status: number; body: string }> = {
  scheduled: { status: 200, body: JSON.stringify({ builtAt, next }) },
  missing: { status: 404, body: 'Not found' },
};
let server: Server;
let origin = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    const [, name, file] = /^\/([^/]+)(\/.*)$/.exec(request.url ?? '') ?? [];
    const answer = file === `/${NEXT_CHANGE_FILE}` ? sites[name!] : undefined;
    response.writeHead(answer?.status ?? 404, { 'Content-Type': 'application/json' }).end(answer?.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/**
 * Run the CLI with the workflow's files. Asynchronously: the test's own
 * server answers it from this process.
 */
async function deployDue(args: string[], env: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'deploy-due-'));
  const files = { GITHUB_OUTPUT: join(dir, 'output'), GITHUB_STEP_SUMMARY: join(dir, 'summary') };
  for (const file of Object.values(files)) writeFileSync(file, '');
  const child = spawn(process.execPath, [join(projectRoot, 'scripts/deploy-due.ts'), ...args], {
    cwd: projectRoot,
    env: { ...process.env, SITE_URL: '', ...files, ...env },
  });
  let stdout = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const outputs = Object.fromEntries(
    readFileSync(files.GITHUB_OUTPUT, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
  return { status, stdout: stdout.trim(), outputs, summary: readFileSync(files.GITHUB_STEP_SUMMARY, 'utf8') };
}

describe('npm run deploy:due', () => {
  it('does not rebuild before the next change, and says when it comes', async () => {
    const run = await deployDue(['--url', `${origin}/scheduled`, '--now', '2026-11-30T14:00:00Z']);
    expect(run.status).toBe(0);
    expect(run.outputs.due).toBe('false');
    expect(run.stdout).toContain(next.at);
    expect(run.outputs.reason).toBe(run.stdout);
    expect(run.summary).toContain(run.stdout);
    expect(run.summary).toContain(`${origin}/scheduled/${NEXT_CHANGE_FILE}`);
  });

  it('rebuilds (fail safe) when the file is missing or the site does not answer', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const unreachable = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    for (const [url, why] of [
      [`${origin}/missing`, /answered 404/],
      [unreachable, /ECONNREFUSED/],
    ] as const) {
      const run = await deployDue(['--url', url]);
      expect(run.status, url).toBe(0);
      expect(run.outputs.due, url).toBe('true');
      expect(run.stdout, url).toMatch(/fail safe/);
      expect(run.stdout, url).toMatch(why);
      expect(run.summary, url).toContain(run.stdout);
    }
  });

  it('reads the site from SITE_URL (the repository variable), else from the site config', async () => {
    const fromVariable = await deployDue(['--now', '2026-11-30T14:00:00Z'], { SITE_URL: `${origin}/scheduled` });
    expect(fromVariable.outputs.due).toBe('false');
    const fromConfig = await deployDue([]);
    expect(fromConfig.status).toBe(0);
    expect(fromConfig.summary).toContain(nextChangeUrl(site.url));
  });

  it('refuses a clock it cannot read', async () => {
    const run = await deployDue(['--url', `${origin}/scheduled`, '--now', 'tomorrow']);
    expect(run.status).toBe(2);
    expect(run.outputs).toEqual({});
  });
});
