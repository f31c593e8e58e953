/**
 * Every content collection, declared here and nowhere else. Each one names the
 * folder or file a writer edits under content/ (CONTENT.md), the loader that
 * reads it (src/loaders/) and the schema that checks it (src/lib/schemas/,
 * pure zod, unit-tested without Astro). Pages read collections through
 * src/data/, never with getCollection directly (docs/architecture.md#queries).
 *
 * MDX documents: the file name is the entry id and the URL slug
 * (content/press/musical-ai.mdx is /press/musical-ai). Data lists: YAML files
 * whose entries keep the order the writer gave them (orderedFile).
 */
import { readFileSync } from 'node:fs';
// From astro/content/config, the module astro:content re-exports it from: the content sync loads this
// file before the build, and through astro:content it loaded Astro's whole rendering runtime as well
// (about 0.5 s of every build; README, "Build time"). Pages keep importing astro:content.
import { defineCollection } from 'astro/content/config';
import { file } from 'astro/loaders';
import { mdxLoader } from './loaders/mdx';
import { orderedFile } from './loaders/ordered-file';
import { tokens } from '~/lib/facts';
import { pressSchema } from '~/lib/schemas/press';
import { investorUpdateSchema } from '~/lib/schemas/investor-update';
import { caseStudySchema } from '~/lib/schemas/case-study';
import { checkLegalFile, legalSchema } from '~/lib/schemas/legal';
import { advisorSchema, jobSchema, onePagerCardSchema, teamMemberSchema, visualSchema } from '~/lib/schemas/company';
import * as marketing from '~/lib/schemas/marketing';
import * as product from '~/lib/schemas/product';

/** A YAML list under content/data/<group>/, entries in file order. */
const list = (group: string, name: string) => orderedFile(`content/data/${group}/${name}.yaml`);

export const collections = {
  // Publications (MDX). Pages render a release or an update from its compiled MDX module, never from
  // its raw text, so their bodies are not kept in the content store; a case-study card checks whether
  // its study has a story, so case studies keep theirs.
  press: defineCollection({
    loader: mdxLoader('./content/press', ['date', 'updated'], { retainBody: false }),
    schema: ({ image }) => pressSchema(image),
  }),
  investorUpdates: defineCollection({
    loader: mdxLoader('./content/investor-updates', ['date', 'updated'], { retainBody: false }),
    schema: investorUpdateSchema,
  }),
  caseStudies: defineCollection({
    loader: mdxLoader('./content/case-studies', []),
    schema: caseStudySchema,
  }),

  // The legal documents (MDX). generateId takes the id from the file name and adds the checks that need
  // the file itself (real dates, no document related to itself); checkLegalFile names its own date fields.
  legal: defineCollection({
    loader: mdxLoader('./content/legal', [], {
      generateId: ({ entry, base, data }) => checkLegalFile(entry, readFileSync(new URL(`./${entry}`, base), 'utf8'), data),
    }),
    schema: legalSchema,
  }),

  // Company (content/data/company/).
  team: defineCollection({ loader: list('company', 'team'), schema: ({ image }) => teamMemberSchema(image) }),
  advisors: defineCollection({ loader: list('company', 'advisors'), schema: ({ image }) => advisorSchema(image) }),
  jobs: defineCollection({ loader: list('company', 'jobs'), schema: jobSchema }),
  onePagerCards: defineCollection({ loader: list('company', 'one-pager'), schema: onePagerCardSchema }),
  visuals: defineCollection({ loader: list('company', 'visuals'), schema: ({ image }) => visualSchema(image) }),

  // Marketing (content/data/marketing/).
  /** Home page partner strip: labels, streaming, media and tech companies. */
  partnerLogos: defineCollection({ loader: list('marketing', 'partner-logos'), schema: ({ image }) => marketing.partnerLogoSchema(image) }),
  /** The trusted-by row on /us-vs-them. */
  trustedLogos: defineCollection({ loader: list('marketing', 'trusted-logos'), schema: ({ image }) => marketing.logoSchema(image) }),
  /** The tool catalog on /us-vs-them. */
  toolCatalog: defineCollection({ loader: list('marketing', 'tool-catalog'), schema: marketing.toolEntrySchema }),
  /** The comparison rows (home table and /us-vs-them grid). */
  comparisonRows: defineCollection({ loader: list('marketing', 'comparison-rows'), schema: marketing.comparisonRowSchema }),
  /** The pricing FAQ; prices and shared facts are {tokens} filled from src/lib/facts.ts. */
  pricingFaq: defineCollection({ loader: list('marketing', 'pricing-faq'), schema: marketing.pricingFaqSchema(Object.keys(tokens)) }),
  /** The typing hero's lines on the home page (one entry, `home`). */
  homeHero: defineCollection({ loader: file('content/data/marketing/home-hero.yaml'), schema: marketing.homeHeroSchema }),

  // Product (content/data/product/): the data behind /features, /how-it-works, /how-we-help, /workflows and /use-cases.
  features: defineCollection({ loader: list('product', 'features'), schema: product.featureSchema }),
  stats: defineCollection({ loader: list('product', 'stats'), schema: product.statSchema }),
  testimonials: defineCollection({ loader: list('product', 'testimonials'), schema: product.testimonialSchema }),
  steps: defineCollection({ loader: list('product', 'steps'), schema: ({ image }) => product.stepSchema(image) }),
  benefits: defineCollection({ loader: list('product', 'benefits'), schema: product.benefitSchema }),
  inputMethods: defineCollection({ loader: list('product', 'input-methods'), schema: product.inputMethodSchema }),
  workflows: defineCollection({ loader: list('product', 'workflows'), schema: product.workflowSchema }),
  audiences: defineCollection({ loader: list('product', 'audiences'), schema: product.audienceSchema }),
  societies: defineCollection({ loader: list('product', 'societies'), schema: product.societySchema }),
};
