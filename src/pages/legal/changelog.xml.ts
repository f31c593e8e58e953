import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { getLegalDocuments } from '~/data/legal';
import { changelogEntries, changelogAnchor } from '~/lib/legal-changelog';
import { kindLabel } from '~/lib/legal-kinds';
import { site } from '~/site.config';

/** The policy history as RSS: one item per published version of a document. */
export async function GET(context: APIContext) {
  const entries = changelogEntries(await getLegalDocuments());
  return rss({
    title: `${site.name} policy changes`,
    description: `Every change to ${site.name}'s terms, policies and agreements.`,
    site: context.site ?? site.url,
    items: entries.map((entry) => ({
      title: `${entry.docTitle} ${entry.version}: ${entry.summary}`,
      link: `/legal/changelog#${changelogAnchor(entry)}`,
      pubDate: entry.date,
      description: `${kindLabel(entry.kind)}: ${entry.docTitle}, version ${entry.version}. ${entry.summary}`,
      categories: [entry.kind],
    })),
  });
}
