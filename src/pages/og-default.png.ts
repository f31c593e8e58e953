import { socialCardPng } from '~/lib/og-image';
import { site } from '~/site.config';

/** /og-default.png: the social card of every page that is not an article. */
export async function GET() {
  const png = await socialCardPng({ title: site.tagline });
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
}
