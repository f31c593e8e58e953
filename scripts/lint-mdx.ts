/**
 * markdownlint over the MDX a writer edits: `npm run lint` (and `npm run
 * format`, which passes `--fix`). The files and the rules are in
 * .markdownlint-cli2.jsonc.
 *
 * markdownlint-cli2 passes when its globs match no file, so a checkout in which
 * they matched nothing (a moved folder, an ignore rule read against the wrong
 * path) would pass having read nothing. This runs it through its own API and
 * fails then instead, naming what it looked for.
 */
import { main } from 'markdownlint-cli2';

let linted: number | undefined;
let finding = '';
const code: number = await main({
  argv: process.argv.slice(2),
  logMessage: (message: string) => {
    finding = /^Finding: (.*)$/.exec(message)?.[1] ?? finding;
    const count = /^Linting: (\d+) file/.exec(message)?.[1];
    if (count !== undefined) linted = Number(count);
    console.log(message);
  },
  logError: (message: string) => console.error(message),
});

if (!linted) {
  console.error(
    `lint-mdx: no MDX file matched ${finding || 'the globs in .markdownlint-cli2.jsonc'} in ${process.cwd()}; nothing was checked.`,
  );
  process.exit(1);
}
process.exitCode = code;
