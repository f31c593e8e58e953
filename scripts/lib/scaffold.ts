/**
 * Templates for `npm run new`: valid frontmatter for each collection, marked
 * `draft: true`, with writing prompts (each starting with SCAFFOLD_MARKER) in
 * the fields and the body a writer must replace. A production build leaves
 * drafts out and fails on a published file that still holds a prompt
 * (src/lib/drafts.ts). Pure, so a test can check every template against its schema.
 */
import { SCAFFOLD_MARKER } from '../../src/lib/drafts.ts';
import { MONTHS, isMonthSlug, investorUpdatePath, pressPath } from '../../src/lib/routes.ts';

export const KINDS = ['press', 'investor-update', 'case-study', 'legal'] as const;
export type Kind = (typeof KINDS)[number];

export interface ScaffoldInput {
  title: string;
  slug: string;
  /** YYYY-MM-DD, UTC. */
  today: string;
  /** Texts of the collection's existing files (to number the next case study). */
  existing: string[];
}

export interface Scaffold {
  path: string;
  text: string;
  /** Where the entry will appear once built. */
  where: string[];
}

/** "Refrain Joins the A2IM Mentorship!" → "refrain-joins-the-a2im-mentorship" */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

const yamlString = (s: string) => JSON.stringify(s);
/** A writing prompt: "Replace with …". */
const prompt = (what: string) => `${SCAFFOLD_MARKER} ${what}`;

/**
 * An investor update's slug is its month, "december-2025", when the title names
 * one ("December 2025 Investor Update"), so its bare path /december-2025 redirects
 * to it like the others; otherwise the title's slug.
 */
export function investorUpdateSlug(title: string): string {
  const slug = slugify(title);
  const match = new RegExp(`(?:^|-)(${MONTHS.join('|')})-(\\d{4})(?:-|$)`).exec(slug);
  return match ? `${match[1]}-${match[2]}` : slug;
}

export function scaffold(kind: Kind, { title, slug, today, existing }: ScaffoldInput): Scaffold {
  switch (kind) {
    case 'press':
      return {
        path: `content/press/${slug}.mdx`,
        text: `---
title: ${yamlString(title)}
date: ${today}
summary: ${yamlString(prompt('one or two sentences that sum up the news for the press room, the feed and search engines.'))}
draft: true
---
import { site } from '~/site.config';

${prompt('the news in one sentence: who, what, and why it matters to music creators.')}

${prompt('the body, one sentence per line.')}
The page adds the dateline, "About {site.name}" and the media contact from the site config.
`,
        where: [
          `${pressPath(slug)} (its own page)`,
          '/press (the press room, newest first)',
          'the home page newsletter section, while it is among the three newest releases',
          '/press/rss.xml (the press feed) and the sitemap',
        ],
      };
    case 'investor-update':
      return {
        path: `content/investor-updates/${investorUpdateSlug(title)}.mdx`,
        text: `---
title: ${yamlString(title)}
date: ${today}
summary: ${yamlString(prompt('one or two sentences on the month: the headline metric, the main product step and the ask.'))}
draft: true
---

## Metrics

${prompt("this month's numbers, one per line.")}

## Product progress

${prompt('what shipped and what is next.')}

## Asks

${prompt('how investors can help this month.')}
`,
        where: [
          `${investorUpdatePath(investorUpdateSlug(title))} (its own page)`,
          '/investors/newsletters and /investors/content (the update lists)',
          ...(isMonthSlug(investorUpdateSlug(title)) ? [`/${investorUpdateSlug(title)} (redirects to the update)`] : []),
          'the sitemap',
        ],
      };
    case 'case-study': {
      const orders = existing.map((text) => Number(/^order:\s*(\d+)/m.exec(text)?.[1] ?? 0));
      const order = Math.max(0, ...orders) + 1;
      return {
        path: `content/case-studies/${slug}.mdx`,
        text: `---
title: ${yamlString(title)}
client:
  name: "A.B."
  role: ${yamlString(prompt("the client's role"))}
  description: ${yamlString(prompt('one sentence on who the client is and their catalog.'))}
challenge: ${yamlString(prompt('the problem before Refrain: what was missing, conflicting or unpaid, and why it mattered.'))}
solution: ${yamlString(prompt('what Refrain did: what it found, registered and recovered, and how long it took.'))}
results:
  revenueRecovered: 1000
  timeSaved: "10 hours"
  additionalMetrics:
    - value: "1"
      label: "works registered"
category: artist
featured: false
order: ${order}
icon: mic
draft: true
---

${prompt('the longer story, one sentence per line, or delete this line to show the card alone.')}
`,
        where: ['/case-studies (the filter counts update by themselves)', 'the home page Success Stories, if you set featured: true'],
      };
    }
    case 'legal':
      return {
        path: `content/legal/${slug}.mdx`,
        text: `---
title: ${yamlString(title)}
description: ${yamlString(prompt('one or two sentences for search engines on what this document covers.'))}
group: Legal Documents
version: "1.0"
effectiveDate: ${today}
lastUpdated: ${today}
related: []
changes:
  - version: "1.0"
    date: ${today}
    kind: initial
    summary: Initial publication.
draft: true
---

## Overview {#overview}

${prompt('the text, one sentence per line.')}
Give every heading a stable id in braces that does not depend on its wording.
`,
        where: [`/${slug} (its own page)`, '/legal (the legal index, in its group)', '/legal/changelog and its feed', 'the sitemap'],
      };
  }
}
