/**
 * `_redirects`, the file of Netlify and Cloudflare Pages ("from to 301", one a
 * line): every investor update's bare month path (src/pages/[month].astro).
 * A parameter, because Astro routes no file whose name starts with "_".
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { investorUpdateRedirects } from '~/lib/routes';
import { getInvestorUpdates } from '~/queries/investor-updates';

export const getStaticPaths = (() => [{ params: { redirects: '_redirects' } }]) satisfies GetStaticPaths;

export const GET: APIRoute = async () => {
  const redirects = investorUpdateRedirects((await getInvestorUpdates()).map((update) => update.id));
  const lines = Object.entries(redirects).map(([from, to]) => `${from} ${to} 301`);
  return new Response(['# Generated at build time from the published investor updates.', ...lines, ''].join('\n'));
};
