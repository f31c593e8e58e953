/**
 * The registry of content: every kind a writer edits, once, by its collection
 * name. For each, the folder or file under content/, the schema that checks
 * it, the page of an entry, whether a future date schedules an entry (press
 * releases and investor updates), and the block of CONTENT.md that documents
 * its fields.
 *
 * Read by src/content.config.ts (each collection's loader and schema), the
 * next-change file (src/queries/scheduled-changes.ts), the content guide
 * (scripts/lib/field-tables.ts) and the scaffold (scripts/lib/scaffold.ts).
 * Pure: no Astro runtime, no file system.
 */
import type { BaseSchema, SchemaContext } from 'astro/content/config';
import { z } from 'astro/zod';
import { investorUpdatePath, legalPath, pressPath } from './routes.ts';
import { legalSchema } from './legal/schema.ts';
import { caseStudySchema } from './schemas/case-study-schema.ts';
import { advisorSchema, jobSchema, onePagerCardSchema, teamMemberSchema, visualSchema } from './schemas/company-schema.ts';
import { investorUpdateSchema } from './schemas/investor-update-schema.ts';
import * as marketing from './schemas/marketing-schema.ts';
import { pressSchema } from './schemas/press-schema.ts';
import * as product from './schemas/product-schema.ts';

/** A collection's schema: a zod schema, or a function of Astro's image() helper (a stand-in outside Astro). */
export type CollectionSchema<S extends BaseSchema = BaseSchema> = S | ((context: SchemaContext) => S);

// Astro resolves image paths after the loaders' checks; until then, and outside Astro, an image is its path.
const imagePath = (() => z.string().describe('Path to an image file, relative to the data file.')) as unknown as SchemaContext['image'];

/** The zod schema of a collection, with an image's path standing in for Astro's image(). */
export const plainSchema = (schema: CollectionSchema): z.ZodType =>
  (typeof schema === 'function' ? schema({ image: imagePath }) : schema) as z.ZodType;

/** A folder of MDX documents, one entry a file; the file name is the entry's id. */
export interface DocumentCollection {
  /** The folder under the project root. */
  folder: string;
  /** What one entry is called, in messages and the next-change file: "press release". */
  noun: string;
  /** The CONTENT.md block of its fields (`<!-- fields:… -->`). */
  guide: string;
  schema: CollectionSchema;
  /** Where an entry lives. */
  route?: (id: string) => string;
  /** A future `date` keeps the entry out of a production build until that instant. */
  scheduled: boolean;
}

/** A YAML data file under content/data/. */
export interface DataCollection<S extends CollectionSchema = CollectionSchema> {
  /** The file under the project root. */
  file: string;
  guide: string;
  schema: S;
  /** A list whose entries keep the order of the file (the orderedFile loader), or one keyed entry (Astro's file loader). */
  ordered: boolean;
}

export const documents = {
  press: {
    folder: 'content/press',
    noun: 'press release',
    guide: 'press',
    schema: ({ image }) => pressSchema(image),
    route: pressPath,
    scheduled: true,
  },
  investorUpdates: {
    folder: 'content/investor-updates',
    noun: 'investor update',
    guide: 'investor-updates',
    schema: investorUpdateSchema,
    route: investorUpdatePath,
    scheduled: true,
  },
  caseStudies: {
    folder: 'content/case-studies',
    noun: 'case study',
    guide: 'case-studies',
    schema: caseStudySchema,
    scheduled: false,
  },
  legal: {
    folder: 'content/legal',
    noun: 'legal document',
    guide: 'legal',
    schema: legalSchema,
    route: legalPath,
    scheduled: false,
  },
} as const satisfies Record<string, DocumentCollection>;

const list = <S extends CollectionSchema>(group: string, file: string, schema: S): DataCollection<S> => ({
  file: `content/data/${group}/${file}.yaml`,
  guide: file,
  schema,
  ordered: true,
});

export const dataFiles = {
  team: list('company', 'team', ({ image }) => teamMemberSchema(image)),
  advisors: list('company', 'advisors', ({ image }) => advisorSchema(image)),
  jobs: list('company', 'jobs', jobSchema),
  onePagerCards: list('company', 'one-pager', onePagerCardSchema),
  visuals: list('company', 'visuals', ({ image }) => visualSchema(image)),
  /** Home page partner strip: labels, streaming, media and tech companies. */
  partnerLogos: list('marketing', 'partner-logos', ({ image }) => marketing.partnerLogoSchema(image)),
  /** The trusted-by row on /us-vs-them. */
  trustedLogos: list('marketing', 'trusted-logos', ({ image }) => marketing.logoSchema(image)),
  /** The tool catalog on /us-vs-them. */
  toolCatalog: list('marketing', 'tool-catalog', marketing.toolEntrySchema),
  /** The comparison rows (home table and /us-vs-them grid). */
  comparisonRows: list('marketing', 'comparison-rows', marketing.comparisonRowSchema),
  /** The pricing FAQ; prices and shared facts are {tokens} filled from src/lib/facts.ts. */
  pricingFaq: list('marketing', 'pricing-faq', marketing.pricingFaqSchema),
  /** The typing hero's lines on the home page (one entry, `home`). */
  homeHero: { ...list('marketing', 'home-hero', marketing.homeHeroSchema), ordered: false },
  // The data behind /features, /how-it-works, /how-we-help, /workflows and /use-cases.
  features: list('product', 'features', product.featureSchema),
  stats: list('product', 'stats', product.statSchema),
  testimonials: list('product', 'testimonials', product.testimonialSchema),
  steps: list('product', 'steps', ({ image }) => product.stepSchema(image)),
  benefits: list('product', 'benefits', product.benefitSchema),
  inputMethods: list('product', 'input-methods', product.inputMethodSchema),
  workflows: list('product', 'workflows', product.workflowSchema),
  audiences: list('product', 'audiences', product.audienceSchema),
  societies: list('product', 'societies', product.societySchema),
};
