#!/usr/bin/env node
/**
 * npm run new -- <kind> "Title"
 * Creates a content file (press release, investor update, case study, legal
 * document) or adds an entry to a list (team member, advisor, job posting),
 * with a prompt in every field to write, today's date (the build clock's day
 * in San Diego: SITE_NOW when set) and a slug from the title; refuses to
 * overwrite, and prints where the entry will appear and what to do next, for
 * that kind. Templates: scripts/lib/scaffold.ts; field meanings: CONTENT.md.
 */
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { siteNow } from '../src/lib/clock.ts';
import { isoDate } from '../src/lib/dates.ts';
import { collectionOf, KINDS, type Kind, scaffold, slugify } from './lib/scaffold.ts';

const [kind, ...titleWords] = process.argv.slice(2);
const title = titleWords.join(' ').trim();
if (!KINDS.includes(kind as Kind) || !title) {
  console.error(`usage: npm run new -- <${KINDS.join('|')}> "Title"`);
  process.exit(2);
}
const root = process.cwd();
const slug = slugify(title);
if (!slug) {
  console.error('new: the title needs at least one letter or digit to make a slug from.');
  process.exit(2);
}
// A folder's files (content/legal also holds the archive of frozen versions, a folder), or a list's one file.
const target = collectionOf(kind as Kind);
const existing =
  'file' in target
    ? [readFileSync(join(root, target.file), 'utf8')]
    : existsSync(join(root, target.folder))
      ? readdirSync(join(root, target.folder), { withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => readFileSync(join(root, target.folder, entry.name), 'utf8'))
      : [];
let result: ReturnType<typeof scaffold>;
try {
  result = scaffold(kind as Kind, { title, slug, today: isoDate(siteNow()), existing });
} catch (error) {
  console.error(`new: ${(error as Error).message}`);
  process.exit(1);
}
const file = join(root, result.path);
if (result.append) {
  appendFileSync(file, result.text);
  console.log(`Added "${title}" at the end of ${result.path}`);
} else {
  if (existsSync(file)) {
    console.error(`new: ${result.path} already exists; nothing was written. Choose another title, or edit that file.`);
    process.exit(1);
  }
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, result.text, { flag: 'wx' });
  console.log(`Created ${result.path}`);
}
console.log(result.where.map((line) => `  - ${line}`).join('\n'));
console.log(result.advice.join('\n'));
