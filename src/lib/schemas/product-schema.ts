/**
 * Schemas of the product collections (content/data/product/*.yaml): features,
 * stats, testimonials, how-it-works steps and benefits, input methods,
 * workflows, use-case audiences and society integrations.
 *
 * Pure module: the `image` helper is passed in, so Vitest can check these
 * schemas without Astro (pass `() => z.string()`).
 */
import { z } from 'astro/zod';
import { imageWithAlt, orderField, slug, type ImageHelper } from './fields.ts';
import { tools, useCaseTabs } from '../navigation.ts';

/** Names of the original icons in src/assets/product/icons (rendered by ProductIcon.astro). */
export const productIconNames = [
  'story',
  'register',
  'recover',
  'team',
  'globe',
  'time',
  'search',
  'sparkle',
  'check',
  'payout',
  'mic',
  'chat',
  'file',
  'camera',
  'upload',
  'link',
  'shield',
  'clock',
  'faders',
  'pen',
  'record',
  'waveform',
  'catalog',
] as const;
export type ProductIconName = (typeof productIconNames)[number];

const icon = z.enum(productIconNames).describe(`Icon name, one of: ${productIconNames.join(', ')}.`);
const id = slug;
/** Added by the loader (src/loaders/ordered-file.ts), never written in the YAML. */
const order = orderField;
const text = (what: string) => z.string().trim().min(1).describe(what);

const toolIds = tools.map((tool) => tool.id) as unknown as [string, ...string[]];

/** One of the six tools on /features; the id is the anchor the products dropdown links to. */
export const featureSchema = z
  .object({
    order,
    id: z.enum(toolIds).describe('The tool id from src/lib/navigation.ts (the #anchor on /features).'),
    icon,
    title: text('Card title, the tool name.'),
    description: text('One or two sentences on what the tool does.'),
    benefits: z.array(text('One benefit, a short phrase.')).min(2).max(5).describe('What the visitor gets, 2 to 5 items.'),
  })
  .strict();

export const statSchema = z
  .object({
    order,
    id: id('the stat.'),
    number: text('The figure as shown, e.g. "90 sec" or "4.9/5".'),
    label: text('What the figure measures.'),
  })
  .strict();

export const testimonialSchema = z
  .object({
    order,
    id: id('the testimonial.'),
    quote: text('The quote, without quotation marks.'),
    authorRole: text('Who said it, by role (e.g. "Independent R&B artist, Atlanta").'),
  })
  .strict();

/** A step of the four-step process: title, description, image and icon. */
export const stepSchema = <I extends z.ZodType>(image: ImageHelper<I>) =>
  z
    .object({
      order,
      id: id('the step.'),
      icon,
      title: text('Step title.'),
      summary: text('One sentence for the short four-step section.'),
      description: text('The full explanation on /how-it-works.'),
      image: imageWithAlt(image).describe('Illustration of the step, with its alt text.'),
    })
    .strict();

export const benefitSchema = z
  .object({
    order,
    id: id('the benefit.'),
    icon,
    title: text('Card title.'),
    description: text('Two or three sentences.'),
  })
  .strict();

/**
 * Confidence labels of the input methods and the color each is shown in (never the only signal).
 * The specification's three, plus what you type yourself: not a verified source in the Terms'
 * sense (a signed split sheet or a society record), and not inferred either.
 */
export const confidenceLevels = {
  'Verified source': 'good',
  'Entered by you': 'good',
  'Inferred, needs confirmation': 'warn',
  'Paused, no story': 'bad',
} as const;
export type ConfidenceLabel = keyof typeof confidenceLevels;
const confidenceLabels = Object.keys(confidenceLevels) as [ConfidenceLabel, ...ConfidenceLabel[]];

export const inputMethodSchema = z
  .object({
    order,
    id: id('the input method.'),
    icon,
    title: text('Name of the input method.'),
    control: z.enum(['High', 'Medium', 'Low']).describe('How much the creator controls each field: High, Medium or Low.'),
    description: text('How the method works.'),
    use: text('When to use it.'),
    confidence: z.enum(confidenceLabels).describe(`Confidence label, one of: ${confidenceLabels.join('; ')}.`),
  })
  .strict();

/** A story-powered input method on /workflows. */
export const workflowSchema = z
  .object({
    order,
    id: id('the workflow.'),
    icon,
    title: text('Workflow name.'),
    description: text('How the story gets in.'),
    youProvide: text('What the creator brings.'),
    youGet: text('What Refrain returns.'),
    time: text('Typical time, e.g. "Under 2 minutes".'),
  })
  .strict();

const useCaseKeys = useCaseTabs.map((tab) => tab.key) as unknown as [string, ...string[]];

/** One audience of /use-cases (its panel) and its "Who We Help" card on /how-we-help. */
export const audienceSchema = z
  .object({
    order,
    id: z.enum(useCaseKeys).describe('The tab key from src/lib/navigation.ts (useCaseTabs).'),
    icon,
    cardSummary: text('One sentence for the "Who We Help" card on /how-we-help.'),
    headline: text('The panel heading (h2).'),
    intro: text('The opening paragraph.'),
    challenges: z
      .array(text('One problem this audience has.'))
      .min(3)
      .max(5)
      .describe(
        'What goes wrong today. Write a price another page states as a {token} (src/lib/facts.ts), e.g. {auditCost.creator} for one creator, {auditCost.catalog} for a label catalog.',
      ),
    solutions: z
      .array(z.object({ title: text('What Refrain does.'), body: text('How, in one or two sentences.') }).strict())
      .min(3)
      .max(5)
      .describe('How Refrain helps.'),
    partnerships: text('Partnership paragraph (referral, white-label, API), for businesses.').optional(),
    outcome: text('The closing line above the call to action.'),
    cta: z
      .enum(['get-started', 'book-a-call'])
      .describe('get-started links to /pricing; book-a-call opens the booking calendar in a new tab.'),
  })
  .strict();

export const societySchema = z
  .object({
    order,
    id: id('the society.'),
    name: text(
      'Short name as the society uses it, e.g. "ASCAP". Must match the cross-PRO audit list in src/lib/pricing.ts for the four audited societies.',
    ),
    fullName: text('Full name.'),
    territory: text('Country or region.'),
    kind: text('What it collects, e.g. "Performing rights".'),
    auditNote: text('What the cross-PRO audit checks there (used when the society is audited).').optional(),
  })
  .strict();
