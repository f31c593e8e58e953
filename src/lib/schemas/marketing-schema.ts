/**
 * Schemas of the marketing data (content/data/): logo strips, the tool
 * catalog, the comparison rows, the pricing FAQ and the home hero lines.
 * Pure module: the `image` helper comes in as a parameter, so Vitest can test
 * the schemas with a stand-in and no Astro runtime.
 */
import { z } from 'astro/zod';
import { imageWithAlt, orderField } from './fields.ts';

/**
 * A logo of the partner strip (home) or the trusted-by row (compare). Original
 * wordmarks of fictional companies (docs/decisions.md#identity); an operator swaps in real
 * ones by replacing the file and the alt text.
 */
export function logoSchema<I extends z.ZodType>(image: () => I) {
  return imageWithAlt(image, 'Path to the logo file, relative to the data file (SVG preferred).')
    .extend({
      // A logo's text alternative is the name it shows, which may be short.
      alt: z.string().trim().min(2).describe("The company's name as a screen reader should say it."),
      height: z.number().int().min(16).max(80).describe('Display height in pixels; the width follows the aspect ratio.'),
      order: orderField,
    })
    .strict();
}

export const partnerCategories = ['label', 'streaming', 'media', 'tech'] as const;

/** Partner logos carry the kind of company, so the strip can group them. */
export function partnerLogoSchema<I extends z.ZodType>(image: () => I) {
  return logoSchema(image).extend({
    category: z.enum(partnerCategories).describe('Kind of partner: label, streaming, media or tech.'),
  });
}

/** One row of the eleven-tool catalog on /us-vs-them (docs/decisions.md#original-content). */
export const toolEntrySchema = z
  .object({
    tool: z.string().min(2).describe('Name of the Refrain tool.'),
    whatItDoes: z.string().min(10).describe('One sentence: what the tool does for the customer.'),
    replaces: z.string().min(3).describe('The service or person the tool replaces.'),
    avgCost: z.string().regex(/\d/, 'must state a figure').describe('Average cost of what it replaces, e.g. "$300–$500 per song".'),
    order: orderField,
  })
  .strict();

/** One row of the comparison grid (home and /us-vs-them): a capability and who offers it. */
export const comparisonRowSchema = z
  .object({
    label: z.string().min(3).describe('The capability, as the row header reads.'),
    product: z.boolean().describe('Whether Refrain offers it.'),
    humanAgent: z.boolean().describe('Whether a human rights agent offers it.'),
    diy: z.boolean().describe('Whether a do-it-yourself registration service offers it.'),
    order: orderField,
  })
  .strict();

const withFigures = (what: string) =>
  z
    .string()
    .min(10)
    .describe(`${what} Write prices and shared facts as {tokens} (src/lib/facts.ts), e.g. {price.threshold}, never as numbers.`);

/** A question of the pricing FAQ; src/lib/facts.ts fills its {tokens} and fails the build on an unknown one. */
export const pricingFaqSchema = z
  .object({
    question: withFigures('The question, as a visitor would ask it.'),
    answer: withFigures('The answer: plain sentences, no Markdown.'),
    link: z
      .object({
        href: z.string().startsWith('/').describe('A page of this site, e.g. /cancellation-policy.'),
        label: z.string().min(3).describe('Link text, e.g. "Read the cancellation policy".'),
      })
      .strict()
      .optional()
      .describe('Optional page that answers in full.'),
    order: orderField,
  })
  .strict();

/** The home hero: six benefit lines typed one after another, then the final statement. */
export const homeHeroSchema = z
  .object({
    lines: z.array(z.string().min(10).max(90)).length(6).describe('The six benefit lines, typed in this order.'),
    finalStatement: z.string().min(10).max(120).describe('Shown after the last line, and in the static HTML.'),
    disclaimer: z.string().min(20).describe('The results-vary note under the buttons.'),
  })
  .strict();
