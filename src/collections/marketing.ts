/**
 * The marketing group's collections (see src/content.config.ts): data files
 * under content/data/ that writers edit, validated by the schemas in
 * src/lib/schemas/marketing.ts. Lists keep the order of their file
 * (orderedFile), so writers reorder a table by moving entries.
 */
import { defineCollection } from 'astro:content';
import { file } from 'astro/loaders';
import { orderedFile } from './ordered-file';
import { tokens } from '~/lib/facts';
import {
  comparisonRowSchema,
  homeHeroSchema,
  logoSchema,
  partnerLogoSchema,
  pricingFaqSchema,
  toolEntrySchema,
} from '~/lib/schemas/marketing';

export const marketingCollections = {
  /** Home page partner strip: labels, streaming, media and tech companies. */
  partnerLogos: defineCollection({
    loader: orderedFile('content/data/marketing/partner-logos.yaml'),
    schema: ({ image }) => partnerLogoSchema(image),
  }),
  /** The trusted-by row on /us-vs-them. */
  trustedLogos: defineCollection({
    loader: orderedFile('content/data/marketing/trusted-logos.yaml'),
    schema: ({ image }) => logoSchema(image),
  }),
  /** The eleven-tool catalog on /us-vs-them. */
  toolCatalogue: defineCollection({
    loader: orderedFile('content/data/marketing/tool-catalogue.yaml'),
    schema: toolEntrySchema,
  }),
  /** The seven comparison rows (home table and /us-vs-them grid). */
  comparisonRows: defineCollection({
    loader: orderedFile('content/data/marketing/comparison-rows.yaml'),
    schema: comparisonRowSchema,
  }),
  /** The pricing FAQ; prices and shared facts are {tokens} filled from src/lib/facts.ts. */
  pricingFaq: defineCollection({
    loader: orderedFile('content/data/marketing/pricing-faq.yaml'),
    schema: pricingFaqSchema(Object.keys(tokens)),
  }),
  /** The typing hero's lines on the home page (one entry, `home`). */
  homeHero: defineCollection({
    loader: file('content/data/marketing/home-hero.yaml'),
    schema: homeHeroSchema,
  }),
};
