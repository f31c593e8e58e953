#!/usr/bin/env node
/**
 * The pull-request side of the legal review (.github/workflows/legal-review.yml):
 * turns the output of `legal:diff --format md` and `legal:check` into one
 * comment, and keeps exactly one such comment per pull request: the first run
 * creates it, later pushes update it in place (found by a hidden marker).
 *
 *   node scripts/legal-pr-comment.ts <diff.md> <check.txt> <gate outcome>
 *       posts or updates the comment (GITHUB_TOKEN, GITHUB_REPOSITORY, PR_NUMBER,
 *       and GITHUB_API_URL, which Actions sets)
 *   node scripts/legal-pr-comment.ts --summary <diff.md> <check.txt> <gate outcome>
 *       prints the same text, for the job summary
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/** Hidden in the rendered comment; how a later run finds the comment to update. */
export const MARKER = '<!-- refrain:legal-review -->';

/** The comment: the gate's verdict and findings, then the rendered diff. */
export function commentBody(diffMarkdown: string, checkOutput: string, outcome: string): string {
  const passed = outcome === 'success';
  const verdict = passed
    ? '**Legal change gate: passed.**'
    : '**Legal change gate: failed.** Fix the findings below before merging (CONTENT.md, "How a policy change is reviewed").';
  const findings = checkOutput.trim();
  return [
    MARKER,
    '## Legal review',
    '',
    verdict,
    '',
    ...(findings
      ? [`<details${passed ? '' : ' open'}><summary>legal:check output</summary>`, '', '```text', findings, '```', '', '</details>', '']
      : []),
    diffMarkdown.trim(),
    '',
  ].join('\n');
}

export interface GitHubTarget {
  /** https://api.github.com, or a GitHub Enterprise API URL. */
  api: string;
  /** owner/name */
  repo: string;
  pr: number;
  token: string;
}

type Fetch = (
  url: string,
  init?: { method?: string; headers?: Record<string, string>; body?: string },
) => Promise<{
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
  text(): Promise<string>;
}>;

/**
 * Create the review comment, or update the one an earlier run left (the first
 * comment carrying MARKER). Returns what it did and the comment's id.
 */
export async function upsertComment(target: GitHubTarget, body: string, fetchImpl: Fetch = fetch as unknown as Fetch) {
  const headers = {
    Accept: 'application/vnd.github+json',
    Authorization: `Bearer ${target.token}`,
    'X-GitHub-Api-Version': '2022-11-28',
    'Content-Type': 'application/json',
  };
  const call = async (url: string, method = 'GET', payload?: unknown) => {
    const response = await fetchImpl(url, { method, headers, ...(payload ? { body: JSON.stringify(payload) } : {}) });
    if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
    return response.json();
  };
  const base = `${target.api.replace(/\/$/, '')}/repos/${target.repo}`;
  for (let page = 1; ; page++) {
    const comments = (await call(`${base}/issues/${target.pr}/comments?per_page=100&page=${page}`)) as { id: number; body?: string }[];
    const mine = comments.find((comment) => comment.body?.includes(MARKER));
    if (mine) {
      await call(`${base}/issues/comments/${mine.id}`, 'PATCH', { body });
      return { action: 'updated' as const, id: mine.id };
    }
    if (comments.length < 100) break;
  }
  const created = (await call(`${base}/issues/${target.pr}/comments`, 'POST', { body })) as { id: number };
  return { action: 'created' as const, id: created.id };
}

async function main() {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { summary: { type: 'boolean', default: false } } });
  const [diffFile, checkFile, outcome = 'success'] = positionals;
  if (!diffFile || !checkFile) {
    console.error('usage: node scripts/legal-pr-comment.ts [--summary] <diff.md> <check.txt> <gate outcome>');
    process.exit(2);
  }
  const body = commentBody(readFileSync(diffFile, 'utf8'), readFileSync(checkFile, 'utf8'), outcome);
  if (values.summary) {
    process.stdout.write(body);
    return;
  }
  const { GITHUB_TOKEN, GITHUB_REPOSITORY, PR_NUMBER, GITHUB_API_URL = 'https://api.github.com' } = process.env;
  if (!GITHUB_TOKEN || !GITHUB_REPOSITORY || !PR_NUMBER) {
    console.error('legal-pr-comment: GITHUB_TOKEN, GITHUB_REPOSITORY and PR_NUMBER must be set (the workflow sets them).');
    process.exit(2);
  }
  const result = await upsertComment({ api: GITHUB_API_URL, repo: GITHUB_REPOSITORY, pr: Number(PR_NUMBER), token: GITHUB_TOKEN }, body);
  console.log(`legal review comment ${result.action} (#${result.id})`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`legal-pr-comment: ${(error as Error).message}`);
    process.exit(1);
  });
}
