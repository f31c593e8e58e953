/**
 * The pull-request comment of the legal review (scripts/legal-pr-comment.ts),
 * against an in-memory stand-in for GitHub's comments API: one comment per
 * pull request, created once and updated in place by later pushes, whoever
 * else comments; and the workflow that calls it, as GitHub would read it.
 */
import { describe, expect, it } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { MARKER, commentBody, upsertComment } from '../../scripts/legal-pr-comment.ts';
import { projectRoot } from './fixture-project';

/** GitHub's issue-comment endpoints, in memory, recording every call. */
function fakeGitHub(existing: { id: number; body: string }[] = []) {
  const comments = [...existing];
  const calls: string[] = [];
  let next = 1000;
  const fetchImpl = async (url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) => {
    const method = init.method ?? 'GET';
    const path = new URL(url).pathname;
    calls.push(`${method} ${path}`);
    expect(init.headers?.Authorization).toBe('Bearer t0ken');
    const reply = (status: number, data: unknown) => ({
      ok: status < 300,
      status,
      json: async () => data,
      text: async () => JSON.stringify(data),
    });
    const list = /^\/repos\/acme\/site\/issues\/7\/comments$/;
    const one = /^\/repos\/acme\/site\/issues\/comments\/(\d+)$/;
    if (method === 'GET' && list.test(path)) {
      const page = Number(new URL(url).searchParams.get('page') ?? 1);
      return reply(200, comments.slice((page - 1) * 100, page * 100));
    }
    if (method === 'POST' && list.test(path)) {
      const comment = { id: next++, body: JSON.parse(init.body!).body };
      comments.push(comment);
      return reply(201, comment);
    }
    const match = one.exec(path);
    if (method === 'PATCH' && match) {
      const comment = comments.find((c) => c.id === Number(match[1]));
      if (!comment) return reply(404, { message: 'Not Found' });
      comment.body = JSON.parse(init.body!).body;
      return reply(200, comment);
    }
    return reply(404, { message: `no route for ${method} ${path}` });
  };
  return { comments, calls, fetchImpl };
}

const target = { api: 'https://api.github.test', repo: 'acme/site', pr: 7, token: 't0ken' };

describe('the legal review comment', () => {
  it('is created on the first run and updated, not duplicated, on later pushes', async () => {
    const github = fakeGitHub([{ id: 1, body: 'Looks good to me' }]);
    const first = await upsertComment(target, commentBody('### diff one', '', 'success'), github.fetchImpl);
    expect(first.action).toBe('created');
    const second = await upsertComment(
      target,
      commentBody('### diff two', 'error: content/legal/eula.mdx: version: …', 'failure'),
      github.fetchImpl,
    );
    expect(second).toEqual({ action: 'updated', id: first.id });
    const ours = github.comments.filter((c) => c.body.includes(MARKER));
    expect(ours).toHaveLength(1);
    expect(ours[0]!.body).toContain('### diff two');
    expect(ours[0]!.body).toContain('failed');
    expect(github.comments.find((c) => c.id === 1)?.body).toBe('Looks good to me');
    expect(github.calls.filter((call) => call.startsWith('POST'))).toHaveLength(1);
  });

  it('finds its comment on a later page of a long discussion', async () => {
    const many = Array.from({ length: 130 }, (_, i) => ({ id: i + 1, body: i === 120 ? `${MARKER}\nold` : `comment ${i}` }));
    const github = fakeGitHub(many);
    expect(await upsertComment(target, commentBody('### new', '', 'success'), github.fetchImpl)).toEqual({ action: 'updated', id: 121 });
    expect(github.comments).toHaveLength(130);
  });

  it('reports an API error with the call that failed', async () => {
    const github = fakeGitHub();
    await expect(upsertComment({ ...target, repo: 'acme/other' }, 'x', github.fetchImpl)).rejects.toThrow(
      /GET .*acme\/other.* answered 404/,
    );
  });

  it('says whether the gate passed and keeps the findings with the diff', () => {
    const failed = commentBody('| Document | Change |', 'error: content/legal/dmca.mdx: lastUpdated: …', 'failure');
    expect(failed.startsWith(MARKER)).toBe(true);
    expect(failed).toContain('Legal change gate: failed');
    expect(failed).toContain('<details open>');
    expect(failed).toContain('error: content/legal/dmca.mdx');
    expect(failed).toContain('| Document | Change |');
    expect(commentBody('d', '', 'success')).toContain('Legal change gate: passed');
  });

  it('prints the same text for the job summary with --summary', () => {
    const dir = mkdtempSync(join(tmpdir(), 'legal-comment-'));
    writeFileSync(join(dir, 'diff.md'), '### What visitors will see change\n');
    writeFileSync(join(dir, 'check.txt'), 'legal:check: 7 documents, 0 changed\n');
    const out = execFileSync(
      process.execPath,
      [join(projectRoot, 'scripts/legal-pr-comment.ts'), '--summary', join(dir, 'diff.md'), join(dir, 'check.txt'), 'success'],
      { encoding: 'utf8' },
    );
    expect(out).toBe(commentBody('### What visitors will see change\n', 'legal:check: 7 documents, 0 changed\n', 'success'));
  });
});

describe('the legal review workflow', () => {
  const file = join(projectRoot, '.github/workflows/legal-review.yml');
  const workflow = parseYaml(readFileSync(file, 'utf8')) as {
    on: Record<string, unknown>;
    permissions: Record<string, string>;
    jobs: Record<string, { steps: { run?: string; uses?: string; with?: Record<string, unknown> }[] }>;
  };
  const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
  const runs = steps.map((step) => step.run ?? '').join('\n');

  it('runs on every pull request, with the whole history, and may write comments', () => {
    expect(Object.keys(workflow.on)).toEqual(['pull_request']);
    expect(workflow.permissions['pull-requests']).toBe('write');
    expect(steps.find((step) => step.uses?.startsWith('actions/checkout'))?.with?.['fetch-depth']).toBe(0);
  });

  it('calls scripts and npm scripts that exist, against the pull request base', () => {
    const scripts = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')).scripts as Record<string, string>;
    for (const [, name] of runs.matchAll(/npm run (?:--silent )?([\w:-]+)/g)) expect(scripts, name).toHaveProperty(name!);
    for (const [, path] of runs.matchAll(/node (scripts\/[\w./-]+)/g))
      expect(() => readFileSync(join(projectRoot, path!)), path).not.toThrow();
    expect(runs).toMatch(/legal:check -- "\$BASE_REF"/);
    expect(runs).toMatch(/legal:diff -- "\$BASE_REF" --format md/);
    expect(runs).toContain('$GITHUB_STEP_SUMMARY');
  });

  it('passes the workflow validator, which rejects a broken workflow', () => {
    const validator = join(projectRoot, 'node_modules/.bin/action-validator');
    expect(spawnSync(validator, [file], { encoding: 'utf8' }).status).toBe(0);
    const broken = join(mkdtempSync(join(tmpdir(), 'workflow-')), 'broken.yml');
    writeFileSync(broken, readFileSync(file, 'utf8').replace('runs-on: ubuntu-latest', 'runs-onn: ubuntu-latest'));
    expect(spawnSync(validator, [broken], { encoding: 'utf8' }).status).not.toBe(0);
  });
});
