/**
 * robots.txt: everything may be crawled; the sitemap index lists every public
 * page. The URL comes from the site config.
 */
import type { APIRoute } from 'astro';
import { site } from '~/site.config';

export const GET: APIRoute = () =>
  new Response(['User-agent: *', 'Allow: /', '', `Sitemap: ${new URL('/sitemap-index.xml', site.url).href}`, ''].join('\n'), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
