#!/usr/bin/env node
/**
 * npm run legal:diff -- <base-ref> [<head-ref>] [--format text|md|json]
 * What a visitor would see change in each legal document between two refs
 * (head defaults to the working tree): rendered text, not MDX source.
 */
import { compareRefs } from './lib/legal-run.ts';
import { formatReports, type Format } from './lib/legal-report.ts';
import { projectRootFrom } from './lib/render-refs.ts';

const args = process.argv.slice(2);
let format: Format = 'text';
const refs: string[] = [];
for (let i = 0; i < args.length; i++) {
  const arg = args[i];
  if (arg === '--format') format = args[++i] as Format;
  else if (arg.startsWith('--format=')) format = arg.slice(9) as Format;
  else if (arg === '--help' || arg === '-h') {
    console.log('usage: npm run legal:diff -- <base-ref> [<head-ref>] [--format text|md|json]');
    process.exit(0);
  } else refs.push(arg);
}
if (!['text', 'md', 'json'].includes(format) || refs.length < 1 || refs.length > 2) {
  console.error('usage: npm run legal:diff -- <base-ref> [<head-ref>] [--format text|md|json]');
  process.exit(2);
}
try {
  const { base, head, reports } = compareRefs(projectRootFrom(), refs[0], refs[1]);
  if (base.buildError) {
    console.error(
      `legal:diff: ${base.label} does not build with the current dependencies, so there is no visible text to compare:\n${base.buildError}`,
    );
    process.exit(2);
  }
  process.stdout.write(formatReports(format, reports, base.label, head.label));
} catch (error) {
  console.error(`legal:diff: ${(error as Error).message}`);
  process.exit(2);
}
