/**
 * Redirects in the built site, for every kind of host:
 * - rewrites the HTML stubs that Astro writes for `redirects` in a static build
 *   into valid documents (every built page passes the Nu HTML Checker): Astro's
 *   stub writes `content="0;url=…"` (the HTML standard requires a space after
 *   the semicolon) and has no `lang`;
 * - writes `_redirects`, so Netlify and Cloudflare Pages answer the same paths
 *   with a real 301 (nginx does it with the pattern in deploy/nginx.conf).
 * The list is Astro's `redirects` config, derived from content at build time.
 */
import type { AstroIntegration } from 'astro';
import { existsSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { pageFile } from '../lib/routes.ts';

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function redirectPage(to: string, canonical: string): string {
  const href = escapeHtml(to);
  return [
    '<!doctype html>',
    '<html lang="en">',
    `<head><meta charset="utf-8"><title>Moved to ${href}</title>`,
    `<meta http-equiv="refresh" content="0; url=${href}">`,
    `<meta name="robots" content="noindex"><link rel="canonical" href="${escapeHtml(canonical)}"></head>`,
    `<body><p>This page has moved to <a href="${href}">${href}</a>.</p></body>`,
    '</html>',
    '',
  ].join('\n');
}

/** The `_redirects` file of Netlify and Cloudflare Pages: "from to 301", one a line. */
export function redirectsFile(redirects: Record<string, string>): string {
  const lines = Object.entries(redirects)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([from, to]) => `${from} ${to} 301`);
  return ['# Generated at build time from the redirects in astro.config.mjs.', ...lines, ''].join('\n');
}

export default function validRedirectPages(): AstroIntegration {
  let redirects: Record<string, string> = {};
  let site = '';
  return {
    name: 'refrain:redirect-pages',
    hooks: {
      'astro:config:done': ({ config }) => {
        site = config.site ?? '';
        redirects = Object.fromEntries(
          Object.entries(config.redirects).map(([from, to]) => [from, typeof to === 'string' ? to : to.destination]),
        );
      },
      'astro:build:done': ({ dir }) => {
        const out = fileURLToPath(dir);
        writeFileSync(join(out, '_redirects'), redirectsFile(redirects));
        for (const [from, to] of Object.entries(redirects)) {
          const file = join(out, pageFile(from));
          if (existsSync(file)) writeFileSync(file, redirectPage(to, new URL(to, site).href));
        }
      },
    },
  };
}
