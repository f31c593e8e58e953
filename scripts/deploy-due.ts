#!/usr/bin/env node
/**
 * The scheduled rebuild's question (.github/workflows/site.yml): is a rebuild
 * of the deployed site due? Fetches `<site>/next-change.json`, decides with
 * src/lib/rebuild-due.ts, prints the reason, adds it to the job summary and sets
 * the step outputs `due` (true or false) and `reason`.
 *
 *   npm run deploy:due [-- --url https://refrain.example] [-- --now 2026-12-01T14:05:00Z]
 *
 * The site is `--url`, else the SITE_URL environment variable (the workflow
 * passes the repository variable of that name), else `site.url` from
 * src/site.config.ts. It always exits 0 once it has decided: a file it cannot
 * read is a reason to rebuild, not a failure.
 */
import { appendFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { decideRebuild, type Fetched, nextChangeUrl, readInstant } from '../src/lib/rebuild-due.ts';
import { site } from '../src/site.config.ts';

/** Long enough for a slow CDN answer, short enough that a hung request still leaves a decision in the run. */
const FETCH_TIMEOUT_MS = 20_000;

/** The file's text, or why there is none: network error, timeout, an HTTP error status. */
export async function fetchNextChange(url: string): Promise<Fetched> {
  try {
    const response = await fetch(url, {
      headers: { 'Cache-Control': 'no-cache', Accept: 'application/json' },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (!response.ok) return { ok: false, error: `${url} answered ${response.status}` };
    return { ok: true, text: await response.text() };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { ok: false, error: `${url}: ${cause?.code ?? cause?.message ?? (error as Error).message}` };
  }
}

async function main() {
  const { values } = parseArgs({ options: { url: { type: 'string' }, now: { type: 'string' } } });
  let now = new Date();
  if (values.now !== undefined) {
    const ms = readInstant(values.now);
    if (ms === undefined) {
      console.error(`deploy-due: --now must be an ISO 8601 instant like 2026-12-01T14:00:00Z, got "${values.now}"`);
      process.exit(2);
    }
    now = new Date(ms);
  }
  const url = nextChangeUrl(values.url || process.env.SITE_URL?.trim() || site.url);
  const decision = decideRebuild(await fetchNextChange(url), now);
  console.log(decision.reason);
  if (process.env.GITHUB_STEP_SUMMARY) {
    appendFileSync(
      process.env.GITHUB_STEP_SUMMARY,
      `### Is a rebuild due?\n\n${decision.reason}\n\nRead ${url} at ${now.toISOString()}.\n`,
    );
  }
  if (process.env.GITHUB_OUTPUT) {
    // One line each: the reason never holds a newline (it is built from single-line parts and JSON-quoted values).
    appendFileSync(process.env.GITHUB_OUTPUT, `due=${decision.due}\nreason=${decision.reason.replace(/\s+/g, ' ')}\n`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`deploy-due: ${(error as Error).message}`);
    process.exit(1);
  });
}
