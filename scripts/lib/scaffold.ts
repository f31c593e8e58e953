/**
 * Templates for `npm run new`: valid frontmatter for each collection, marked
 * `draft: true`, with writing prompts (each starting with SCAFFOLD_MARKER) in
 * the fields and the body a writer must replace. A production build leaves
 * drafts out and fails on a published file that still holds a prompt
 * (src/lib/drafts.ts). Pure, so a test can check every template against its schema.
 */
import { slug as githubSlug } from 'github-slugger';
import { SCAFFOLD_MARKER } from '../../src/lib/publishing.ts';
import { MONTHS, investorUpdatePath, investorUpdateRedirects, legalPath, pressPath, routes } from '../../src/lib/routes.ts';
import { documents, scaffoldKinds } from '../../src/lib/collections.ts';

/** The names `npm run new` takes, from the registry (src/lib/collections.ts). */
export const KINDS = scaffoldKinds().map((kind) => kind.scaffold) as readonly Kind[];
export type Kind = (typeof documents)[keyof typeof documents]['scaffold'];

export interface ScaffoldInput {
  title: string;
  slug: string;
  /** YYYY-MM-DD, the build clock's day in San Diego. */
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

/**
 * "Refrain Joins the A2IM Mentorship!" → "refrain-joins-the-a2im-mentorship":
 * GitHub's heading slugs (github-slugger), made to fit the site's one slug rule
 * (lowercase letters and digits joined by single hyphens): accents dropped,
 * "&" read as "and", runs of hyphens joined, at most 80 characters.
 */
export function slugify(title: string): string {
  const plain = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ');
  return githubSlug(plain)
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-+/g, '-')
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

/** The folder a kind's files go in, from the registry. */
export function folderOf(kind: Kind): string {
  const found = scaffoldKinds().find((entry) => entry.scaffold === kind);
  if (!found) throw new Error(`unknown kind "${kind}"`);
  return found.collection.folder;
}

export function scaffold(kind: Kind, { title, slug, today, existing }: ScaffoldInput): Scaffold {
  switch (kind) {
    case 'press':
      return {
        path: `${documents.press.folder}/${slug}.mdx`,
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
          `${routes.press} (the press room, newest first)`,
          'the home page newsletter section, while it is among the three newest releases',
          `${routes.pressFeed} (the press feed) and the sitemap`,
        ],
      };
    case 'investor-update':
      return {
        path: `${documents.investorUpdates.folder}/${investorUpdateSlug(title)}.mdx`,
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
          `${routes.investorUpdates} and /investors/content (the update lists)`,
          ...Object.keys(investorUpdateRedirects([investorUpdateSlug(title)])).map((bare) => `${bare} (redirects to the update)`),
          'the sitemap',
        ],
      };
    case 'case-study': {
      const orders = existing.map((text) => Number(/^order:\s*(\d+)/m.exec(text)?.[1] ?? 0));
      const order = Math.max(0, ...orders) + 1;
      return {
        path: `${documents.caseStudies.folder}/${slug}.mdx`,
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
        where: [
          `${routes.caseStudies} (the filter counts update by themselves)`,
          'the home page Success Stories, if you set featured: true',
        ],
      };
    }
    case 'legal':
      return {
        path: `${documents.legal.folder}/${slug}.mdx`,
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
        where: [
          `${legalPath(slug)} (its own page)`,
          `${routes.legal} (the legal index, in its group)`,
          `${routes.legalChangelog} and its feed`,
          'the sitemap',
        ],
      };
  }
}
