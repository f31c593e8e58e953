/**
 * `npm run deploy` (scripts/deploy-pages.ts) without a network: it refuses to
 * run without a branch or a build, and reads the deployment's address from
 * wrangler's output file.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deploymentFromOutput } from '../../scripts/deploy-pages.ts';
import { projectRoot } from './fixture-project';

const pkg = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };

/** What wrangler writes to WRANGLER_OUTPUT_FILE_PATH for `pages deploy`, one JSON object a line. */
const output = [
  { version: 1, type: 'wrangler-session', wrangler_version: pkg.devDependencies.wrangler, command_line_args: ['pages', 'deploy'] },
  { version: 1, type: 'pages-deploy', pages_project: 'refrain', deployment_id: 'abc', url: 'https://0a1b2c3d.refrain.pages.dev' },
  {
    version: 1,
    type: 'pages-deploy-detailed',
    pages_project: 'refrain',
    deployment_id: 'abc',
    url: 'https://0a1b2c3d.refrain.pages.dev',
    alias: 'https://pr-7.refrain.pages.dev',
    environment: 'preview',
    production_branch: 'main',
    deployment_trigger: { metadata: { commit_hash: 'f00' } },
  },
]
  .map((entry) => JSON.stringify(entry))
  .join('\n');

describe('npm run deploy', () => {
  it("reads the deployment's addresses from wrangler's output", () => {
    expect(deploymentFromOutput(output)).toEqual({
      url: 'https://0a1b2c3d.refrain.pages.dev',
      alias: 'https://pr-7.refrain.pages.dev',
      environment: 'preview',
    });
    expect(deploymentFromOutput(`${output}\nnot json\n`)?.url).toBe('https://0a1b2c3d.refrain.pages.dev');
    expect(deploymentFromOutput(output.split('\n').slice(0, 2).join('\n'))).toBeUndefined();
  });

  it('refuses to run without a branch or without a build', () => {
    const run = (...args: string[]) =>
      spawnSync(process.execPath, [join(projectRoot, 'scripts/deploy-pages.ts'), ...args], { cwd: projectRoot, encoding: 'utf8' });
    const noBranch = run();
    expect(noBranch.status).toBe(2);
    expect(noBranch.stderr).toMatch(/--branch/);
    const empty = mkdtempSync(join(tmpdir(), 'no-build-'));
    const noBuild = run('--branch', 'pr-7', '--dir', empty);
    expect(noBuild.status).toBe(2);
    expect(noBuild.stderr).toMatch(/npm run build/);
  });
});
