/**
 * Templates for `npm run new`: for each kind a writer adds, a new file (press
 * release, investor update, case study, legal document, marked `draft: true`)
 * or a new entry at the end of a YAML list (team member, advisor, job posting;
 * scripts/lib/scaffold-data.ts). Every value the writer must choose is a
 * writing prompt ("Replace with …", SCAFFOLD_MARKER), never a plausible value: a
 * production build refuses a published file that still holds one
 * (promptProblems, src/lib/publishing.ts). Pure, so a test can check every
 * template against its schema.
 */
import { slug as githubSlug } from 'github-slugger';
import { MONTHS, investorUpdatePath, investorUpdateRedirects, legalPath, pressPath, routes } from '../../src/lib/routes.ts';
import { CASE_STUDY_CATEGORIES } from '../../src/lib/case-study-filter.ts';
import { type DataCollection, type DocumentCollection, documents } from '../../src/lib/collections.ts';
import { entryTemplates, prompt, type ScaffoldInput, type Template } from './scaffold-data.ts';

export interface Scaffold {
  path: string;
  text: string;
  /** The text goes at the end of an existing list file rather than into a new file. */
  append?: boolean;
  /** Where the entry will appear once built. */
  where: string[];
  /** What the writer does next, for this kind only. */
  advice: string[];
}

const DRAFT_ADVICE = [
  'It is a draft: `npm run dev` shows it, the built site leaves it out. Replace every "Replace with …" prompt,',
  'then delete the `draft: true` line to publish (CONTENT.md, "Drafts and publishing").',
];
const SCHEDULE_ADVICE = 'A date still to come schedules it (CONTENT.md, "Scheduling").';
const LIST_ADVICE = (section: string) => [
  '`npm run dev` shows it now. A production build refuses the file until every "Replace with …" prompt is replaced',
  `(CONTENT.md, "${section}"). Move the entry up or down the list to change its place on the page.`,
];

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

/** The document kinds; the list entries are in scripts/lib/scaffold-data.ts. */
const documentTemplates = {
  press: {
    collection: documents.press,
    make: ({ title, slug, today }) => ({
      text: `---
title: ${yamlString(title)}
date: ${today}
summary: ${yamlString(prompt('one or two sentences that sum up the news for the press room, the feed and search engines.'))}
draft: true
---
import { site } from '~/site.config';

${prompt('the news in one sentence: who, what, and why it matters to music creators.')}

${prompt('the body, one sentence per line.')}
{/* The page adds the dateline, "About {site.name}" and the media contact from the site config. */}
`,
      where: [
        `${pressPath(slug)} (its own page)`,
        `${routes.press} (the press room, newest first)`,
        'the home page newsletter section, while it is among the three newest releases',
        `${routes.pressFeed} (the press feed) and the sitemap`,
      ],
    }),
  },
  'investor-update': {
    collection: documents.investorUpdates,
    make: ({ title, today }) => {
      const slug = investorUpdateSlug(title);
      return {
        slug,
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
          `${investorUpdatePath(slug)} (its own page)`,
          `${routes.investorUpdates} and /investors/content (the update lists)`,
          ...Object.keys(investorUpdateRedirects([slug])).map((bare) => `${bare} (redirects to the update)`),
          'the sitemap',
        ],
      };
    },
  },
  'case-study': {
    collection: documents.caseStudies,
    make: ({ title, existing }) => ({
      text: `---
title: ${yamlString(title)}
client:
  name: ${yamlString(prompt("the client's initials, like J.R. (clients stay anonymous)."))}
  role: ${yamlString(prompt("the client's role"))}
  description: ${yamlString(prompt('one sentence on who the client is and their catalog.'))}
challenge: ${yamlString(prompt('the problem before Refrain: what was missing, conflicting or unpaid, and why it mattered.'))}
solution: ${yamlString(prompt('what Refrain did: what it found, registered and recovered, and how long it took.'))}
results:
  revenueRecovered: ${yamlString(prompt('the royalties recovered, a whole number of US dollars like 8450.'))}
  timeSaved: ${yamlString(prompt('the time saved, as shown, like 38 hours a month.'))}
  additionalMetrics:
    - value: ${yamlString(prompt('a figure.'))}
      label: ${yamlString(prompt('what it counts.'))}
category: ${yamlString(prompt(`one of ${CASE_STUDY_CATEGORIES.join(', ')}.`))}
featured: false
order: ${Math.max(0, ...existing.map((text) => Number(/^order:\s*(\d+)/m.exec(text)?.[1] ?? 0))) + 1}
draft: true
---

${prompt('the longer story, one sentence per line, or delete this line to show the card alone.')}
`,
      where: [`${routes.caseStudies} (the filter counts update by themselves)`, 'the home page Success Stories, if you set featured: true'],
    }),
  },
  legal: {
    collection: documents.legal,
    make: ({ title, slug, today }) => ({
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
    summary: Initial publication.
draft: true
---

## Overview {#overview}

${prompt('the text, one sentence per line.')}
{/* Give every heading a stable id in braces that does not depend on its wording. */}
`,
      where: [
        `${legalPath(slug)} (its own page)`,
        `${routes.legal} (the legal index, in its group)`,
        `${routes.legalChangelog} and its feed`,
        'the sitemap',
      ],
    }),
  },
} satisfies Record<string, Template<DocumentCollection>>;

const templates: Record<string, Template> = { ...documentTemplates, ...entryTemplates };
export type Kind = keyof typeof documentTemplates | keyof typeof entryTemplates;
/** The names `npm run new` takes. */
export const KINDS = Object.keys(templates) as Kind[];

/** The collection a kind adds to: its folder of documents, or its list file. */
export const collectionOf = (kind: Kind): DocumentCollection | DataCollection => templates[kind]!.collection;

export function scaffold(kind: Kind, input: ScaffoldInput): Scaffold {
  const { collection, make } = templates[kind]!;
  const { slug = input.slug, section = '', advice = [], ...made } = make(input);
  if ('file' in collection) {
    const ids = input.existing.flatMap((text) => [...text.matchAll(/^- id: *["']?([\w-]+)/gm)].map((match) => match[1]));
    if (ids.includes(slug)) throw new Error(`${collection.file} already has an entry "${slug}"; nothing was written.`);
    return { ...made, path: collection.file, append: true, advice: [...LIST_ADVICE(section), ...advice] };
  }
  const scheduled = collection.scheduled ? [SCHEDULE_ADVICE] : [];
  return { ...made, path: `${collection.folder}/${slug}.mdx`, advice: [...DRAFT_ADVICE, ...scheduled, ...advice] };
}
