/**
 * The press room as an RSS feed, linked from every page's head.
 * Items come from the same query as /press, so the feed and the page agree.
 */
import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { getPressReleases } from '~/queries/press';
import { pressPath } from '~/lib/routes';
import { site } from '~/site.config';

export async function GET(context: APIContext) {
  const releases = await getPressReleases();
  return rss({
    title: `${site.name} press releases`,
    description: `News and press releases from ${site.name}.`,
    site: context.site ?? site.url,
    items: releases.map((release) => ({
      title: release.data.title,
      pubDate: release.data.date,
      description: release.data.summary,
      link: pressPath(release.id),
    })),
    customData: '<language>en-us</language>',
    trailingSlash: false,
  });
}
