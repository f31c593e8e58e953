/**
 * Every content collection, declared here and nowhere else. Where each one
 * reads from (a folder of MDX documents, or a YAML file under content/data/)
 * comes from the registry, src/lib/collections.ts; here each gets its loader
 * (src/loaders/) and the schema that checks it (src/lib/schemas/ and
 * src/lib/legal/schema.ts, pure zod, unit-tested without Astro). Pages read
 * collections through src/queries/, never with getCollection directly
 * (docs/architecture.md#queries).
 *
 * MDX documents: the file name is the entry id and the URL slug
 * (content/press/musical-ai.mdx is /press/musical-ai). Data lists: YAML files
 * whose entries keep the order the writer gave them (orderedFile). Each loader
 * checks an entry against the schema given here and reports a mistake in the
 * one form a writer reads (src/loaders/content-error.ts).
 */
// From astro/content/config, the module astro:content re-exports it from: the content sync loads this
// file before the build, and through astro:content it loaded Astro's whole rendering runtime as well
// (about 0.5 s of every build; docs/benchmarks.md). Pages keep importing astro:content.
import { defineCollection } from 'astro/content/config';
import { mdxLoader } from './loaders/mdx';
import { orderedFile } from './loaders/ordered-file';
import type { CollectionSchema } from './loaders/content-error';
import type { BaseSchema } from 'astro/content/config';
import { dataFiles as data, type DataCollection, documents } from '~/lib/collections';
import { tokenVocabulary } from '~/lib/facts';
import { pressSchema } from '~/lib/schemas/press-schema';
import { investorUpdateSchema } from '~/lib/schemas/investor-update-schema';
import { caseStudySchema } from '~/lib/schemas/case-study-schema';
import { checkLegalFile, legalSchema } from '~/lib/legal/schema';
import { advisorSchema, jobSchema, onePagerCardSchema, teamMemberSchema, visualSchema } from '~/lib/schemas/company-schema';
import * as marketing from '~/lib/schemas/marketing-schema';
import * as product from '~/lib/schemas/product-schema';

/** A YAML file under content/data/: its loader checks each entry against the schema Astro is given. */
const dataCollection = <S extends BaseSchema>(file: DataCollection, schema: CollectionSchema<S>) =>
  defineCollection({ loader: orderedFile(file, schema), schema });

export const collections = {
  // Press releases and investor updates (MDX). Pages render one from its compiled MDX module, never from
  // its raw text, so their bodies are not kept in the content store; a case-study card checks whether
  // its study has a story, so case studies keep theirs.
  press: defineCollection({
    loader: mdxLoader(documents.press, ({ image }) => pressSchema(image), { retainBody: false }),
    schema: ({ image }) => pressSchema(image),
  }),
  investorUpdates: defineCollection({
    loader: mdxLoader(documents.investorUpdates, investorUpdateSchema, { retainBody: false }),
    schema: investorUpdateSchema,
  }),
  caseStudies: defineCollection({ loader: mdxLoader(documents.caseStudies, caseStudySchema), schema: caseStudySchema }),

  // The legal documents (MDX). The loader adds the checks that need the file itself (real dates, no
  // document related to itself); checkLegalFile names its own date fields.
  legal: defineCollection({
    loader: mdxLoader(documents.legal, legalSchema, { fileCheck: checkLegalFile }),
    schema: legalSchema,
  }),

  // Company (content/data/company/).
  team: dataCollection(data.team, ({ image }) => teamMemberSchema(image)),
  advisors: dataCollection(data.advisors, ({ image }) => advisorSchema(image)),
  jobs: dataCollection(data.jobs, jobSchema),
  onePagerCards: dataCollection(data.onePagerCards, onePagerCardSchema),
  visuals: dataCollection(data.visuals, ({ image }) => visualSchema(image)),

  // Marketing (content/data/marketing/).
  /** Home page partner strip: labels, streaming, media and tech companies. */
  partnerLogos: dataCollection(data.partnerLogos, ({ image }) => marketing.partnerLogoSchema(image)),
  /** The trusted-by row on /us-vs-them. */
  trustedLogos: dataCollection(data.trustedLogos, ({ image }) => marketing.logoSchema(image)),
  /** The tool catalog on /us-vs-them. */
  toolCatalog: dataCollection(data.toolCatalog, marketing.toolEntrySchema),
  /** The comparison rows (home table and /us-vs-them grid). */
  comparisonRows: dataCollection(data.comparisonRows, marketing.comparisonRowSchema),
  /** The pricing FAQ; prices and shared facts are {tokens} filled from src/lib/facts.ts. */
  pricingFaq: dataCollection(data.pricingFaq, marketing.pricingFaqSchema(tokenVocabulary)),
  /** The typing hero's lines on the home page (one entry, `home`). */
  homeHero: dataCollection(data.homeHero, marketing.homeHeroSchema),

  // Product (content/data/product/): the data behind /features, /how-it-works, /how-we-help, /workflows and /use-cases.
  features: dataCollection(data.features, product.featureSchema),
  stats: dataCollection(data.stats, product.statSchema),
  testimonials: dataCollection(data.testimonials, product.testimonialSchema),
  steps: dataCollection(data.steps, ({ image }) => product.stepSchema(image)),
  benefits: dataCollection(data.benefits, product.benefitSchema),
  inputMethods: dataCollection(data.inputMethods, product.inputMethodSchema),
  workflows: dataCollection(data.workflows, product.workflowSchema),
  audiences: dataCollection(data.audiences, product.audienceSchema),
  societies: dataCollection(data.societies, product.societySchema),
};
