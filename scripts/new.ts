#!/usr/bin/env node
/**
 * npm run new -- <press|investor-update|case-study|legal> "Title"
 * Creates a content file with valid frontmatter, today's date (the build
 * clock's day in San Diego: SITE_NOW when set) and a slug from the title,
 * refuses to overwrite an existing file, and prints where the new entry will
 * appear. The kinds and their folders come from the registry
 * (src/lib/collections.ts); field meanings: CONTENT.md.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { siteNow } from '../src/lib/clock.ts';
import { isoDate } from '../src/lib/dates.ts';
import { folderOf, scaffold, slugify, KINDS, type Kind } from './lib/scaffold.ts';

const [kind, ...titleWords] = process.argv.slice(2);
const title = titleWords.join(' ').trim();
if (!KINDS.includes(kind as Kind) || !title) {
  console.error(`usage: npm run new -- <${KINDS.join('|')}> "Title"`);
  process.exit(2);
}
const root = process.cwd();
const today = isoDate(siteNow());
const slug = slugify(title);
if (!slug) {
  console.error('new: the title needs at least one letter or digit to make a slug from.');
  process.exit(2);
}
// Files only: content/legal also holds the archive of frozen versions (content/legal/versions).
const existing = (dir: string) =>
  existsSync(join(root, dir))
    ? readdirSync(join(root, dir), { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => readFileSync(join(root, dir, entry.name), 'utf8'))
    : [];
const result = scaffold(kind as Kind, { title, slug, today, existing: existing(folderOf(kind as Kind)) });
const file = join(root, result.path);
if (existsSync(file)) {
  console.error(`new: ${result.path} already exists; nothing was written. Choose another title, or edit that file.`);
  process.exit(1);
}
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, result.text, { flag: 'wx' });
console.log(`Created ${relative(root, file)}`);
console.log(result.where.map((line) => `  - ${line}`).join('\n'));
console.log('It is a draft: `npm run dev` shows it, the built site leaves it out. Replace every "Replace with …" prompt,');
console.log('then delete the `draft: true` line to publish. A date still to come schedules it (CONTENT.md, "Scheduling").');
