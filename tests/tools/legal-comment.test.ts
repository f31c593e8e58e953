/**
 * The text of a pull request's review (`npm run legal:comment`,
 * scripts/legal/comment.ts): the preview's address or why there is none,
 * the legal change gate's verdict with its findings, and the rendered diff; and
 * the workflow that writes it to the job summary and hands the same file to
 * the sticky-comment action, as GitHub would read it.
 */
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commentBody, type Preview, previewLine } from '../../scripts/legal/comment.ts';
import { projectRoot } from './fixture-project';
import { loadWorkflow, runs, type Step } from './github-workflow';

const deployed: Preview = { fork: false, build: 'success', deploy: 'success', url: 'https://pr-7.refrain.pages.dev' };

describe('the review text', () => {
  it('says whether the gate passed and keeps the findings with the diff', () => {
    const failed = commentBody('| Document | Change |', 'error: content/legal/dmca.mdx: lastUpdated: …', 'failure', deployed);
    expect(failed).toContain('Legal change gate: failed');
    expect(failed).toContain('<details open>');
    expect(failed).toContain('error: content/legal/dmca.mdx');
    expect(failed).toContain('| Document | Change |');
    const passed = commentBody('d', 'legal:check: 7 documents, 0 changed', 'success', deployed);
    expect(passed).toContain('Legal change gate: passed');
    expect(passed).toContain('<details>');
    expect(commentBody('d', '  \n', 'success', deployed)).not.toContain('<details');
  });

  it('opens with the address of the preview, on its own line', () => {
    const body = commentBody('### diff', '', 'success', deployed);
    const first = body.split('\n')[0]!;
    expect(first).toBe(previewLine(deployed));
    expect(first).toContain(deployed.url);
    expect(body.indexOf(deployed.url!)).toBeLessThan(body.indexOf('## Legal review'));
  });

  it('says why there is no preview: a fork, a build that failed, a deploy that failed', () => {
    const fork = previewLine({ fork: true, build: '', deploy: '' });
    expect(fork).toMatch(/not available/);
    expect(fork).toMatch(/fork/);
    const build = previewLine({ fork: false, build: 'failure', deploy: '' });
    expect(build).toMatch(/did not build/);
    const deploy = previewLine({ fork: false, build: 'success', deploy: 'failure' });
    expect(deploy).toMatch(/deploy .* failed/);
    // No address is ever made up: a deploy that reported none counts as failed.
    expect(previewLine({ fork: false, build: 'success', deploy: 'success' })).toBe(deploy);
    for (const line of [fork, build, deploy]) expect(line).not.toMatch(/https?:/);
    // The rest of the review is the same with or without a preview.
    const rest = (preview: Preview) => commentBody('### diff', 'x', 'success', preview).split('\n').slice(1).join('\n');
    expect(rest({ fork: true, build: '', deploy: '' })).toBe(rest(deployed));
  });

  it('is what `npm run legal:comment` prints, from the files and step outcomes the workflow passes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'legal-comment-'));
    writeFileSync(join(dir, 'diff.md'), '### What visitors will see change\n');
    writeFileSync(join(dir, 'check.txt'), 'legal:check: 7 documents, 0 changed\n');
    const print = (...flags: string[]) =>
      execFileSync(
        process.execPath,
        [join(projectRoot, 'scripts/legal/comment.ts'), join(dir, 'diff.md'), join(dir, 'check.txt'), 'success', ...flags],
        {
          encoding: 'utf8',
        },
      );
    const expected = (preview: Preview) =>
      commentBody('### What visitors will see change\n', 'legal:check: 7 documents, 0 changed\n', 'success', preview);
    expect(print('--fork', 'false', '--build', 'success', '--deploy', 'success', '--preview-url', deployed.url!)).toBe(expected(deployed));
    // What a fork's run passes: the build and deploy steps were skipped, their outcomes empty.
    expect(print('--fork', 'true', '--build', '', '--deploy', '', '--preview-url', '')).toBe(
      expected({ fork: true, build: '', deploy: '' }),
    );
  });
});

describe('the legal review workflow', () => {
  const workflow = loadWorkflow(join(projectRoot, '.github/workflows/legal-review.yml'));
  const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
  const commands = steps.map((step) => step.run ?? '').join('\n');
  const sameRepo = { repository: 'refrain/site', event: { pull_request: { head: { repo: { full_name: 'refrain/site' } } } } };
  const fork = { repository: 'refrain/site', event: { pull_request: { head: { repo: { full_name: 'someone/site' } } } } };
  const stepRuns = (step: Step, github: object, success = true) =>
    runs(step.if, { contexts: { github, steps: {} }, status: { success, failure: !success } });

  it('runs on every pull request, with the whole history, and may write comments', () => {
    expect(Object.keys(workflow.on)).toEqual(['pull_request']);
    expect(workflow.permissions?.['pull-requests']).toBe('write');
    expect(steps.find((step) => step.uses?.startsWith('actions/checkout'))?.with?.['fetch-depth']).toBe(0);
  });

  it('runs the legal tools against the pull request base', () => {
    expect(commands).toMatch(/npm run --silent legal:check -- "\$BASE_REF"/);
    expect(commands).toMatch(/npm run --silent legal:diff -- "\$BASE_REF" --format md/);
  });

  it('writes the job summary and the comment from the one text `npm run legal:comment` prints, even when the gate failed', () => {
    const write = steps.find((step) => /npm run --silent legal:comment\b/.test(step.run ?? ''))!;
    expect(write, 'a step runs npm run legal:comment').toBeTruthy();
    const [, file] = /> (\S+)\n/.exec(write.run!) ?? [];
    expect(write.run).toContain(`cat ${file} >> "$GITHUB_STEP_SUMMARY"`);
    expect(stepRuns(write, fork, false)).toBe(true);
    // The preview's facts come from the steps that build and deploy it.
    for (const flag of ['--fork', '--build', '--deploy', '--preview-url']) expect(write.run).toContain(flag);
    const comment = steps.find((step) => step.uses?.startsWith('marocchino/sticky-pull-request-comment@'))!;
    expect(comment.uses, 'the action is pinned to a version tag').toMatch(/@v\d+\.\d+\.\d+$/);
    expect(comment.with).toMatchObject({ path: file });
    expect(comment.with?.header, 'one comment per pull request, found again by its header').toBeTruthy();
    expect(stepRuns(comment, sameRepo, false), 'comments even when the gate failed').toBe(true);
    // A fork's token cannot write comments: its review is the job summary.
    expect(stepRuns(comment, fork)).toBe(false);
  });

  it('fails the run when the gate failed, after the review is written', () => {
    const gate = steps.findIndex((step) => /legal:check/.test(step.run ?? ''));
    const fail = steps.findIndex((step) => /exit 1/.test(step.run ?? ''));
    expect(steps[gate]?.['continue-on-error']).toBe(true);
    expect(steps[fail]?.if).toBe(`steps.${steps[gate]?.id}.outcome == 'failure'`);
    expect(fail).toBe(steps.length - 1);
  });
});
