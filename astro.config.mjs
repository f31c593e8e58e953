// @ts-check
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, fontProviders } from 'astro/config';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { satteri } from '@astrojs/markdown-satteri';
import { site } from './src/site.config.ts';
import { cspDirectives } from './src/integrations/security-headers.ts';
import { inlineScriptHashes } from './src/browser/inline.ts';
import contentErrorOverlay from './src/integrations/content-errors.ts';
import pagefindIndex from './src/integrations/pagefind.ts';
import { legalHeadings } from './src/lib/legal/text.ts';
import { factsPlugin } from './src/lib/facts-file.ts';
import { BUILD_FORMAT, isLegalArchivePath, isMonthSlug, normalizePath, pageFile } from './src/lib/routes.ts';
import { siteClock, siteNow } from './src/lib/clock.ts';

const contentDir = fileURLToPath(new URL('./content/', import.meta.url));
// The build's one clock: SITE_NOW when set, else the machine's, read here once and passed to the
// integrations and, through siteClock, to the pages (src/lib/clock.ts).
const now = siteNow();
// OUT_DIR and CACHE_DIR let tests build a second copy (determinism, writer checks)
// without touching ./dist.
const outDir = process.env.ASTRO_OUT_DIR ?? './dist';
// The day a built page states it last changed (the article:modified_time or article:published_time of its
// head, which the page takes from the queries): the sitemap's lastmod, so the two cannot disagree.
/** @param {string} html */
const pageDate = (html) =>
  (/<meta property="article:modified_time" content="([\d-]{10})/.exec(html) ??
    /<meta property="article:published_time" content="([\d-]{10})/.exec(html))?.[1];

export default defineConfig({
  site: site.url,
  trailingSlash: 'ignore',
  outDir,
  cacheDir: process.env.ASTRO_CACHE_DIR ?? './node_modules/.astro',
  // Every page carries its stylesheet (about 8 KB gzip): one round trip to first paint. Measured
  // against a cached file in docs/benchmarks.md ("Page speed and weight").
  // Eight pages rendered at a time: while one page's file is written, the next is rendered (about
  // 1 s less per 1,000 pages on the two-core machine; docs/benchmarks.md, "Build time").
  build: { format: BUILD_FORMAT, inlineStylesheets: 'always', concurrency: 8 },
  // Explicit heading ids (`## Fees {#fees}`) keep legal anchors stable when wording changes.
  // legalHeadings: required heading ids, heading self-links and alias anchors in content/legal only.
  markdown: {
    processor: satteri({ features: { headingAttributes: true }, hastPlugins: [legalHeadings] }),
    // Shiki colours code with style attributes, which the page policy (CSP) blocks; the site shows no code.
    syntaxHighlight: false,
  },
  // Astro hashes every script and style it emits; the shell's inline scripts are
  // listed by hash (src/browser/inline.ts); other directives come from the site config.
  security: { csp: { directives: cspDirectives(site), scriptDirective: { hashes: inlineScriptHashes() } } },
  // The display typeface (docs/design.md#type): Bricolage Grotesque 700, the Latin file of its npm package
  // (@fontsource/bricolage-grotesque), one 22 KB file served from the site (font-src 'self'). The local provider
  // reads it from node_modules: the npm provider would fetch the same file from a CDN at build time. 'optional'
  // with a metric-matched fallback: a heading is never repainted after its first frame, so neither the layout
  // nor the largest paint moves.
  fonts: [
    {
      provider: fontProviders.local(),
      name: 'Bricolage Grotesque',
      cssVariable: '--font-brand',
      options: {
        variants: [
          { src: ['@fontsource/bricolage-grotesque/files/bricolage-grotesque-latin-700-normal.woff2'], weight: 700, style: 'normal' },
        ],
      },
      fallbacks: ['sans-serif'],
      display: 'optional',
    },
  ],
  integrations: [
    siteClock(now),
    contentErrorOverlay(),
    mdx(),
    react(),
    sitemap({
      // Earlier versions of the legal documents and their redlines are for people who follow a link to them,
      // not for search engines: they carry noindex and stay out of the sitemap, as do the bare month paths
      // that move on to an investor update (src/pages/[month].astro).
      filter: (page) => {
        const path = normalizePath(new URL(page).pathname);
        return !isLegalArchivePath(path) && !isMonthSlug(path.slice(1));
      },
      // URLs as the canonical links write them (no trailing slash), lastmod where the page states a date.
      serialize(item) {
        const path = normalizePath(new URL(item.url).pathname);
        const day = pageDate(readFileSync(join(outDir, pageFile(path)), 'utf8'));
        return { ...item, url: new URL(path, site.url).href, ...(day ? { lastmod: day } : {}) };
      },
    }),
    pagefindIndex(),
  ],
  vite: {
    plugins: [tailwindcss(), factsPlugin()],
    // Astro wraps every MDX document a page renders in a module marked "use astro:head-inject", and
    // Rolldown warned about that directive once per document: a thousand warnings, each with a code
    // frame, for a thousand press releases (about 0.3 s of the build; docs/benchmarks.md, "Build time").
    build: { rolldownOptions: { checks: { moduleLevelDirective: false } } },
    environments: {
      // The pages are rendered at build time from a bundle in dist/.prerender. Left alone, Rolldown makes
      // one chunk per MDX document, which the build then writes and loads as a module of its own; at 1,000
      // press releases that was about 2.5 s of a 13.5 s build (docs/benchmarks.md, "Build time"). One chunk for all of
      // content/ renders the same pages, byte for byte. Nothing here reaches the browser.
      prerender: {
        build: {
          rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'content', test: (id) => id.startsWith(contentDir) }] } } },
        },
      },
    },
  },
});
