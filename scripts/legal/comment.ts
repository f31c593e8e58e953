#!/usr/bin/env node
/**
 * The text of a pull request's review (.github/workflows/legal-review.yml):
 * where to see the pull request's build, the legal change gate's verdict and
 * findings, and what visitors will see change in the legal documents. The
 * workflow writes it to the job summary and hands the same file to
 * marocchino/sticky-pull-request-comment, which keeps one comment per pull
 * request and updates it on later pushes.
 *
 *   npm run legal:comment -- <diff.md> <check.txt> <gate outcome>
 *       [--fork true|false] [--build <outcome>] [--deploy <outcome>] [--preview-url <url>]
 *
 * Outcomes are the workflow's step outcomes: success, failure, cancelled or
 * skipped (empty when the step did not run).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/** What became of the pull request's preview in this run. */
export interface Preview {
  /** The pull request comes from a fork: its run gets no deploy secrets. */
  fork: boolean;
  /** Outcome of the step that builds the site. */
  build: string;
  /** Outcome of the step that deploys the preview. */
  deploy: string;
  /** The preview's address, when it deployed. */
  url?: string;
}

/** One line: the preview's address, or why there is none. */
export function previewLine(preview: Preview): string {
  if (preview.fork) {
    return '**Preview:** not available. A pull request from a fork runs without the deploy secrets; `npm start` builds and serves it locally.';
  }
  if (preview.deploy === 'success' && preview.url) return `**Preview:** ${preview.url} (this pull request's build, updated on every push)`;
  if (preview.build !== 'success') return '**Preview:** none, the site did not build (see the step "Build the site for the preview").';
  return '**Preview:** none, the deploy to Cloudflare Pages failed (see the step "Deploy the preview"); the last preview, if any, is unchanged.';
}

/** The review: the preview, then the gate's verdict and findings, then the rendered diff. */
export function commentBody(diffMarkdown: string, checkOutput: string, outcome: string, preview: Preview): string {
  const passed = outcome === 'success';
  const verdict = passed
    ? '**Legal change gate: passed.**'
    : '**Legal change gate: failed.** Fix the findings below before merging (CONTENT.md, "How a policy change is reviewed").';
  const findings = checkOutput.trim();
  return [
    previewLine(preview),
    '',
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

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      fork: { type: 'string', default: 'false' },
      build: { type: 'string', default: '' },
      deploy: { type: 'string', default: '' },
      'preview-url': { type: 'string', default: '' },
    },
  });
  const [diffFile, checkFile, outcome = 'success'] = positionals;
  if (!diffFile || !checkFile) {
    console.error(
      'usage: npm run legal:comment -- <diff.md> <check.txt> <gate outcome> [--fork true|false] [--build <outcome>] [--deploy <outcome>] [--preview-url <url>]',
    );
    process.exit(2);
  }
  const preview: Preview = {
    fork: values.fork === 'true',
    build: values.build,
    deploy: values.deploy,
    ...(values['preview-url'] ? { url: values['preview-url'] } : {}),
  };
  process.stdout.write(commentBody(readFileSync(diffFile, 'utf8'), readFileSync(checkFile, 'utf8'), outcome, preview));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
