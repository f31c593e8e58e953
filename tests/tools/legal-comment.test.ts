/**
 * The text of a pull request's review (`npm run legal:comment`,
 * scripts/legal/comment.ts): the preview's address or why there is none,
 * the legal change gate's verdict with its findings, and the rendered diff.
 * The workflow that posts it is validated by `npm run lint:workflows`.
 */
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commentBody, type Preview, previewLine } from '../../scripts/legal/comment.ts';
import { projectRoot } from './fixture-project';

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
