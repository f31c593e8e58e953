#!/usr/bin/env node
/**
 * Upload a built site to Cloudflare Pages with the pinned wrangler
 * (docs/decisions.md#hosting). `--branch main` makes the production
 * deployment; any other branch makes a preview, served at
 * `<branch>.<project>.pages.dev`. Both workflows deploy through this one
 * command (.github/workflows/site.yml and legal-review.yml).
 *
 *   npm run deploy -- --branch <name> [--dir dist] [--commit <sha>]
 *
 * wrangler reads CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID from the
 * environment; the project is CLOUDFLARE_PAGES_PROJECT, else "refrain". It
 * prints the deployment's address, adds it to the job summary and sets the
 * step output `url`. Pages switches to a new deployment only once its upload
 * is complete, so a failed run leaves the previous one serving.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

export const DEFAULT_PROJECT = 'refrain';

export interface Deployment {
  /** This deployment's own address (https://<id>.<project>.pages.dev); it never changes. */
  url: string;
  /** The branch's address, which follows its newest deployment (https://<branch>.<project>.pages.dev). */
  alias?: string;
  environment?: string;
}

/**
 * The deployment wrangler reports in its output file (WRANGLER_OUTPUT_FILE_PATH:
 * one JSON object a line; `pages-deploy-detailed` carries the addresses).
 */
export function deploymentFromOutput(text: string): Deployment | undefined {
  let found: Deployment | undefined;
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    let entry: { type?: string; url?: unknown; alias?: unknown; environment?: unknown };
    try {
      entry = JSON.parse(line);
    } catch {
      continue;
    }
    if (entry.type !== 'pages-deploy-detailed' || typeof entry.url !== 'string') continue;
    found = {
      url: entry.url,
      ...(typeof entry.alias === 'string' && entry.alias ? { alias: entry.alias } : {}),
      ...(typeof entry.environment === 'string' ? { environment: entry.environment } : {}),
    };
  }
  return found;
}

function main() {
  const { values } = parseArgs({
    options: { branch: { type: 'string' }, dir: { type: 'string', default: 'dist' }, commit: { type: 'string' } },
  });
  if (!values.branch) {
    console.error('usage: npm run deploy -- --branch <name> [--dir dist] [--commit <sha>]');
    process.exit(2);
  }
  if (!existsSync(join(values.dir, 'index.html'))) {
    console.error(`deploy: no built site in ${values.dir}: run "npm run build" first.`);
    process.exit(2);
  }
  const project = process.env.CLOUDFLARE_PAGES_PROJECT?.trim() || DEFAULT_PROJECT;
  const output = join(mkdtempSync(join(tmpdir(), 'refrain-deploy-')), 'wrangler-output.json');
  const args = ['pages', 'deploy', values.dir, '--project-name', project, '--branch', values.branch, '--commit-dirty=true'];
  if (values.commit) args.push('--commit-hash', values.commit);
  // The pinned wrangler's own entry point, run on this Node (the project's pinned one under npm run).
  const manifest = fileURLToPath(import.meta.resolve('wrangler/package.json'));
  const bin = join(dirname(manifest), (JSON.parse(readFileSync(manifest, 'utf8')) as { bin: Record<string, string> }).bin.wrangler!);
  const run = spawnSync(process.execPath, [bin, ...args], {
    stdio: 'inherit',
    env: { ...process.env, WRANGLER_OUTPUT_FILE_PATH: output, WRANGLER_SEND_METRICS: 'false' },
  });
  if (run.status !== 0) {
    console.error(`deploy: wrangler failed (${run.status ?? run.signal}); the previous deployment keeps serving.`);
    process.exit(1);
  }
  const deployment = existsSync(output) ? deploymentFromOutput(readFileSync(output, 'utf8')) : undefined;
  if (!deployment) {
    console.error('deploy: wrangler reported no deployment address.');
    process.exit(1);
  }
  // A preview is read at its branch's address, which later pushes keep current; production at its own.
  const address = deployment.environment === 'production' ? deployment.url : (deployment.alias ?? deployment.url);
  console.log(`Deployed ${values.branch} to ${address}`);
  if (process.env.GITHUB_STEP_SUMMARY) {
    appendFileSync(process.env.GITHUB_STEP_SUMMARY, `### Deployed\n\n${values.branch} of ${project}: ${address}\n`);
  }
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `url=${address}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
