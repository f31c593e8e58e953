/**
 * Builds the site-search index (Pagefind) into `<outDir>/pagefind/` at the end
 * of every `astro build`, so the index always matches the pages and honors
 * ASTRO_OUT_DIR (docs/decisions.md#search-engines-feeds-and-site-search). Which content is searchable is
 * decided by the pages: layouts mark their searchable text with
 * `data-pagefind-body` (legal documents, press, case studies, updates).
 */
import type { AstroIntegration } from 'astro';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { close, createIndex } from 'pagefind';

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
          const added = await index.addDirectory({ path: site });
          if (added.errors.length) throw new Error(`Pagefind indexing failed: ${added.errors.join('; ')}`);
          // The index comes back in memory and is written here, file by file, before the
          // service closes: Pagefind's own writeFiles could answer before its last file
          // was flushed, and a build under load then shipped an empty stylesheet.
          const built = await index.getFiles();
          if (built.errors.length) throw new Error(`Pagefind could not build its index: ${built.errors.join('; ')}`);
          const targets = built.files.map((file) => ({ path: join(site, 'pagefind', file.path), content: file.content }));
          // A thousand fragments share a handful of folders: each folder is made once.
          for (const folder of new Set(targets.map((target) => dirname(target.path)))) mkdirSync(folder, { recursive: true });
          for (const target of targets) writeFileSync(target.path, target.content);
          logger.info(`search index: ${added.page_count} pages`);
        } finally {
          await close();
        }
      },
    },
  };
}
