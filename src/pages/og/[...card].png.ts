import type { GetStaticPaths } from 'astro';
import { getSocialCards } from '~/queries/social-cards';
import { socialCardPath, socialCardPng, type SocialCard } from '~/lib/og-image';

/** /og/<page>.png: the social card of each article page (src/queries/social-cards.ts). */
export const getStaticPaths = (async () =>
  (await getSocialCards()).map(({ page, card }) => ({
    params: {
      card: socialCardPath(page)
        .replace(/^\/og\//, '')
        .replace(/\.png$/, ''),
    },
    props: { card },
  }))) satisfies GetStaticPaths;

export async function GET({ props }: { props: { card: SocialCard } }) {
  const png = await socialCardPng(props.card);
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
}
