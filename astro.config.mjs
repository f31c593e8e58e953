// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { satteri } from '@astrojs/markdown-satteri';
import { site } from './src/site.config.ts';
import { updateRedirects } from './src/lib/routes.ts';

// OUT_DIR and CACHE_DIR let tests build a second copy (determinism, writer checks)
// without touching ./dist.
export default defineConfig({
  site: site.url,
  trailingSlash: 'ignore',
  outDir: process.env.ASTRO_OUT_DIR ?? './dist',
  cacheDir: process.env.ASTRO_CACHE_DIR ?? './node_modules/.astro',
  build: { format: 'directory' },
  redirects: updateRedirects,
  // Explicit heading ids (`## Fees {#fees}`) keep legal anchors stable when wording changes.
  markdown: { processor: satteri({ features: { headingAttributes: true } }) },
  integrations: [mdx(), react(), sitemap()],
  vite: { plugins: [tailwindcss()] },
});
