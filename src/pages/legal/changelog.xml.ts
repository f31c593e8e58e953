/**
 * The policy history as RSS: one item per published version of a document,
 * linking its entry on /legal/changelog (an absolute URL, so a feed reader
 * lands on the entry, not at the top of the page). An item says when the
 * version takes effect, and whether it is still upcoming when the feed is built.
 */
import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { getLegalDocuments, legalToday } from '~/queries/legal';
import { CHANGE_KIND_INFO, changelogAnchor, changelogEntries } from '~/lib/legal/timeline';
import { formatDate } from '~/lib/dates';
import { legalChangelogEntryPath } from '~/lib/routes';
import { site } from '~/site.config';

export async function GET(context: APIContext) {
  const docs = await getLegalDocuments();
  const entries = changelogEntries(docs.map((doc) => ({ id: doc.id, title: doc.data.title, versions: legalToday(doc).versions })));
  const base = context.site ?? site.url;
  return rss({
    title: `${site.name} policy changes`,
    description: `Every change to ${site.name}'s terms, policies and agreements.`,
    site: base,
    trailingSlash: false,
    items: entries.map((entry) => {
      const v = entry.version;
      const effect = v.standing === 'upcoming' ? `Takes effect on ${formatDate(v.effective)}.` : `Effective ${formatDate(v.effective)}.`;
      return {
        title: `${entry.docTitle} ${v.version}: ${v.change.summary}`,
        link: new URL(legalChangelogEntryPath(changelogAnchor(entry.docId, v.version)), base).href,
        pubDate: v.published,
        description: `${CHANGE_KIND_INFO[v.kind].label}: ${entry.docTitle}, version ${v.version}. ${v.change.summary} ${effect}`,
        categories: [v.kind],
      };
    }),
  });
}
