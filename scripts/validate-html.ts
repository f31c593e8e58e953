#!/usr/bin/env node
/**
 * Every built page through the Nu HTML Checker (vnu-jar, on the machine's
 * Java), in one JVM run (docs/decisions.md#validity). Exits 1 listing each error as
 * page:line:column and the checker's message; warnings are printed, not fatal.
 *
 *   npm run test:html             checks dist/ (or ASTRO_OUT_DIR)
 *   node scripts/validate-html.ts --dir some/dist
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { createRequire } from 'node:module';
import { walk } from './lib/walk.ts';

const require = createRequire(import.meta.url);
const jar = join(require.resolve('vnu-jar/package.json'), '..', 'build/dist/vnu.jar');

const at = process.argv.indexOf('--dir');
const dist = resolve(at > 0 ? process.argv[at + 1]! : (process.env.ASTRO_OUT_DIR ?? 'dist'));
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`No built site in ${dist}: run "npm run build" first.`);
  process.exit(1);
}
const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
if (java.error || java.status !== 0) {
  console.error(
    'Java is needed for the Nu HTML Checker and was not found. npm test installs it first when it can (scripts/prepare-machine.sh); otherwise: sudo apt-get install -y default-jre-headless.',
  );
  process.exit(1);
}

const pages = walk(dist).filter((file) => file.endsWith('.html'));
// One JVM for all pages. vnu writes its JSON report to stderr; --exit-zero-always
// because what fails is decided here, from the report.
const run = spawnSync('java', ['-Xss2m', '-jar', jar, '--format', 'json', '--exit-zero-always', ...pages], {
  encoding: 'utf8',
  maxBuffer: 256 * 1024 * 1024,
});
/** One message of vnu's JSON report. */
interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
}
let parsed: { messages: VnuMessage[] };
try {
  parsed = JSON.parse(run.stderr || run.stdout);
} catch {
  console.error(`The Nu HTML Checker did not produce a report:\n${run.stderr || run.stdout || run.error}`);
  process.exit(1);
}

const pageName = (url: string) => {
  const file = decodeURIComponent(new URL(url).pathname);
  return relative(dist, file).split(sep).join('/');
};

/**
 * What to do about errors this site has met, appended to the message. The
 * checker is right in each case; the hint names the usual fix.
 */
const hints: [RegExp, string][] = [
  [
    /A “style” element in “body” must be the first child/,
    'Astro writes a <style> before the first island of a page: put that island first in its own wrapper element (e.g. <div><Island client:visible /></div>).',
  ],
  [/Stray start tag “script”/, 'a <script> outside the layout ends up after </html>: move it inside the layout element.'],
];
const hint = (message: string) => hints.find(([pattern]) => pattern.test(message))?.[1];

// vnu checks pages as file: URLs, where /_astro/… never matches the page's CSP
// 'self', so its CSP warnings are about the checker's setup, not the page.
// The browser tests check the real policy (tests/e2e/every-page.spec.ts).
const isCheckerArtefact = (m: VnuMessage) => /violates Content Security Policy/.test(m.message);
// Every page carries its stylesheet inline (astro.config.mjs), and the checker's
// CSS grammar predates what the stylesheet uses (@property, anchor positioning,
// margin-trim, custom properties in transition-property), so its "CSS:" messages
// are about its own age, not the page's markup. This gate checks the HTML; the
// browsers in the end-to-end and Lighthouse runs are the judges of the CSS.
const isStylesheetMessage = (m: VnuMessage) => m.message.startsWith('CSS:');
const errors = parsed.messages.filter((m) => (m.type === 'error' || m.subType === 'fatal') && !isStylesheetMessage(m));
const warnings = parsed.messages.filter((m) => m.type === 'info' && m.subType === 'warning' && !isCheckerArtefact(m));
const line = (m: VnuMessage) => {
  const where = `${pageName(m.url)}:${m.lastLine ?? '?'}:${m.firstColumn ?? m.lastColumn ?? '?'}`;
  const extract = m.extract ? `\n      near: ${m.extract.replace(/\s+/g, ' ').trim().slice(0, 160)}` : '';
  const fix = hint(m.message) ? `\n      fix: ${hint(m.message)}` : '';
  return `${where} ${m.message}${extract}${fix}`;
};

// Warnings do not fail the check; grouped by message so the log stays readable.
const grouped = new Map<string, string[]>();
for (const w of warnings) grouped.set(w.message, [...(grouped.get(w.message) ?? []), pageName(w.url)]);
for (const [message, where] of grouped) {
  const pagesWith = [...new Set(where)];
  console.log(
    `  warning (${where.length}×) ${message}\n      on ${pagesWith.slice(0, 6).join(', ')}${pagesWith.length > 6 ? `, and ${pagesWith.length - 6} more` : ''}`,
  );
}
console.log(`Nu HTML Checker: ${pages.length} pages, ${errors.length} error(s), ${warnings.length} warning(s).`);
if (errors.length) {
  console.error(errors.map((e) => `  ✗ ${line(e)}`).join('\n'));
  process.exit(1);
}
