/**
 * Builds the site-search index (Pagefind) into `<outDir>/pagefind/` at the end
 * of every `astro build`, so the index always matches the pages and honors
 * ASTRO_OUT_DIR (docs/decisions.md#search-engines-feeds-and-site-search).
 * Every page a visitor could look for is indexed, from its `<main>`: articles,
 * policies, the team, careers and the product pages alike. Left out are the
 * pages that are not for finding: those marked noindex (earlier versions of a
 * policy, the not-found page) and the redirect pages. Parts of a page that are
 * not its own text carry `data-pagefind-ignore`. The count the build logs is
 * the count indexed.
 */
import type { AstroIntegration } from 'astro';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { close, createIndex } from 'pagefind';

const NOT_FOR_FINDING = /<meta\s+(?:name="robots"\s+content="[^"]*noindex|http-equiv="refresh")/i;

/** The built pages a visitor could look for, by their path in the output. */
function searchablePages(site: string): { sourcePath: string; content: string }[] {
  return readdirSync(site, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.html') && !path.startsWith('pagefind/'))
    .sort()
    .map((sourcePath) => ({ sourcePath, content: readFileSync(join(site, sourcePath), 'utf8') }))
    .filter((page) => !NOT_FOR_FINDING.test(page.content));
}

export default function pagefindIndex(): AstroIntegration {
  return {
    name: 'refrain:pagefind',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const site = fileURLToPath(dir);
        try {
          // Pagefind reads only <main>, where every searchable text is: the header's three menus and
          // the footer are a third of each page's elements, and parsing them was a third of its work.
          const { index, errors } = await createIndex({ forceLanguage: 'en', rootSelector: 'main' });
          if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
          const added = await Promise.all(searchablePages(site).map((page) => index.addHTMLFile(page)));
          const failed = added.flatMap((response) => response.errors);
          if (failed.length) throw new Error(`Pagefind indexing failed: ${failed.join('; ')}`);
          // The index comes back in memory and is written here, file by file, before the
          // service closes: Pagefind's own writeFiles could answer before its last file
          // was flushed, and a build under load then shipped an empty stylesheet.
          const built = await index.getFiles();
          if (built.errors.length) throw new Error(`Pagefind could not build its index: ${built.errors.join('; ')}`);
          const targets = built.files.map((file) => ({ path: join(site, 'pagefind', file.path), content: file.content }));
          // A thousand fragments share a handful of folders: each folder is made once.
          for (const folder of new Set(targets.map((target) => dirname(target.path)))) mkdirSync(folder, { recursive: true });
          for (const target of targets) writeFileSync(target.path, target.content);
          logger.info(`search index: ${added.length} pages`);
        } finally {
          await close();
        }
      },
    },
  };
}
