/**
 * Every content collection, declared here and nowhere else. Where each one
 * reads from (a folder of MDX documents, or a YAML file under content/data/)
 * comes from the registry, src/lib/collections.ts; here each gets its loader
 * (src/loaders/) and the schema that checks it (src/lib/schemas/ and
 * src/lib/legal/schema.ts, pure zod, unit-tested without Astro). Pages read
 * collections through src/data/, never with getCollection directly
 * (docs/architecture.md#queries).
 *
 * MDX documents: the file name is the entry id and the URL slug
 * (content/press/musical-ai.mdx is /press/musical-ai). Data lists: YAML files
 * whose entries keep the order the writer gave them (orderedFile).
 */
import { readFileSync } from 'node:fs';
// From astro/content/config, the module astro:content re-exports it from: the content sync loads this
// file before the build, and through astro:content it loaded Astro's whole rendering runtime as well
// (about 0.5 s of every build; docs/benchmarks.md). Pages keep importing astro:content.
import { defineCollection } from 'astro/content/config';
import { file } from 'astro/loaders';
import { mdxLoader } from './loaders/mdx';
import { orderedFile } from './loaders/ordered-file';
import { dataFiles as data, documents } from '~/lib/collections';
import { tokenVocabulary } from '~/lib/facts';
import { pressSchema } from '~/lib/schemas/press';
import { investorUpdateSchema } from '~/lib/schemas/investor-update';
import { caseStudySchema } from '~/lib/schemas/case-study';
import { checkLegalFile, legalSchema } from '~/lib/legal/schema';
import { advisorSchema, jobSchema, onePagerCardSchema, teamMemberSchema, visualSchema } from '~/lib/schemas/company';
import * as marketing from '~/lib/schemas/marketing';
import * as product from '~/lib/schemas/product';

/** A YAML list under content/data/, entries in file order. */
const list = (entry: { file: string }) => orderedFile(entry.file);

export const collections = {
  // Press releases and investor updates (MDX). Pages render one from its compiled MDX module, never from
  // its raw text, so their bodies are not kept in the content store; a case-study card checks whether
  // its study has a story, so case studies keep theirs.
  press: defineCollection({
    loader: mdxLoader(documents.press, { retainBody: false }),
    schema: ({ image }) => pressSchema(image),
  }),
  investorUpdates: defineCollection({
    loader: mdxLoader(documents.investorUpdates, { retainBody: false }),
    schema: investorUpdateSchema,
  }),
  caseStudies: defineCollection({
    loader: mdxLoader(documents.caseStudies),
    schema: caseStudySchema,
  }),

  // The legal documents (MDX). generateId takes the id from the file name and adds the checks that need
  // the file itself (real dates, no document related to itself); checkLegalFile names its own date fields.
  legal: defineCollection({
    loader: mdxLoader(documents.legal, {
      generateId: ({ entry, base, data }) => checkLegalFile(entry, readFileSync(new URL(`./${entry}`, base), 'utf8'), data),
    }),
    schema: legalSchema,
  }),

  // Company (content/data/company/).
  team: defineCollection({ loader: list(data.team), schema: ({ image }) => teamMemberSchema(image) }),
  advisors: defineCollection({ loader: list(data.advisors), schema: ({ image }) => advisorSchema(image) }),
  jobs: defineCollection({ loader: list(data.jobs), schema: jobSchema }),
  onePagerCards: defineCollection({ loader: list(data.onePagerCards), schema: onePagerCardSchema }),
  visuals: defineCollection({ loader: list(data.visuals), schema: ({ image }) => visualSchema(image) }),

  // Marketing (content/data/marketing/).
  /** Home page partner strip: labels, streaming, media and tech companies. */
  partnerLogos: defineCollection({ loader: list(data.partnerLogos), schema: ({ image }) => marketing.partnerLogoSchema(image) }),
  /** The trusted-by row on /us-vs-them. */
  trustedLogos: defineCollection({ loader: list(data.trustedLogos), schema: ({ image }) => marketing.logoSchema(image) }),
  /** The tool catalog on /us-vs-them. */
  toolCatalog: defineCollection({ loader: list(data.toolCatalog), schema: marketing.toolEntrySchema }),
  /** The comparison rows (home table and /us-vs-them grid). */
  comparisonRows: defineCollection({ loader: list(data.comparisonRows), schema: marketing.comparisonRowSchema }),
  /** The pricing FAQ; prices and shared facts are {tokens} filled from src/lib/facts.ts. */
  pricingFaq: defineCollection({ loader: list(data.pricingFaq), schema: marketing.pricingFaqSchema(tokenVocabulary) }),
  /** The typing hero's lines on the home page (one entry, `home`). */
  homeHero: defineCollection({ loader: file(data.homeHero.file), schema: marketing.homeHeroSchema }),

  // Product (content/data/product/): the data behind /features, /how-it-works, /how-we-help, /workflows and /use-cases.
  features: defineCollection({ loader: list(data.features), schema: product.featureSchema }),
  stats: defineCollection({ loader: list(data.stats), schema: product.statSchema }),
  testimonials: defineCollection({ loader: list(data.testimonials), schema: product.testimonialSchema }),
  steps: defineCollection({ loader: list(data.steps), schema: ({ image }) => product.stepSchema(image) }),
  benefits: defineCollection({ loader: list(data.benefits), schema: product.benefitSchema }),
  inputMethods: defineCollection({ loader: list(data.inputMethods), schema: product.inputMethodSchema }),
  workflows: defineCollection({ loader: list(data.workflows), schema: product.workflowSchema }),
  audiences: defineCollection({ loader: list(data.audiences), schema: product.audienceSchema }),
  societies: defineCollection({ loader: list(data.societies), schema: product.societySchema }),
};
