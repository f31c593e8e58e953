/**
 * Frontmatter of a case study (content/case-studies/*.mdx): client initials, challenge, solution,
 * results, category, featured flag and an optional testimonial. The MDX
 * body may add a longer narrative. Pure zod and strict.
 */
import { z } from 'astro/zod';
// One list of categories for the schema and the filter island.
import { CASE_STUDY_CATEGORIES as caseStudyCategories } from '../case-study-filter.ts';
import { orPrompt } from './fields.ts';

const text = (min: number, max: number, what: string) => z.string().trim().min(min).max(max).describe(what);

export const caseStudySchema = z
  .object({
    title: text(10, 90, 'Headline of the story, e.g. "Producer recovers $8,450 in unpaid mechanicals".'),
    client: z
      .object({
        name: orPrompt(
          z
            .string()
            .regex(/^(?:[A-Z]\.){1,3}$/, { error: 'must be initials like "J.R." (clients stay anonymous)' })
            .describe('Initials only, e.g. "J.R.": clients stay anonymous.'),
          '…',
        ),
        role: text(3, 60, 'What the client does, e.g. "Independent hip-hop producer".'),
        description: text(20, 200, 'One sentence on who the client is and their catalog.'),
      })
      .strict()
      .describe('The client, anonymized.'),
    challenge: text(40, 400, "The problem before Refrain, shown on the story's own page."),
    solution: text(40, 400, "What Refrain did, shown on the story's own page."),
    results: z
      .object({
        revenueRecovered: orPrompt(
          z
            .number({ error: 'must be a whole number of US dollars, e.g. 8450' })
            .int()
            .nonnegative()
            .describe('Royalties recovered, in whole US dollars (formatted by the site).'),
          0,
        ),
        timeSaved: orPrompt(text(3, 40, 'Time saved, as shown, e.g. "38 hours a month".'), '…'),
        additionalMetrics: z
          .array(
            z
              .object({
                value: orPrompt(text(1, 16, 'The figure, e.g. "212" or "4 societies".'), '…'),
                label: text(3, 60, 'What the figure counts, e.g. "works registered".'),
              })
              .strict(),
          )
          .min(1)
          .max(6)
          .describe("Further results, all shown on the story's own page."),
      })
      .strict()
      .describe('What the client got: money recovered, time saved and further figures.'),
    category: orPrompt(
      z
        .enum(caseStudyCategories, { error: `must be one of ${caseStudyCategories.join(', ')}` })
        .describe('Filter category on /case-studies.'),
      caseStudyCategories[0],
    ),
    featured: z.boolean().default(false).describe('true shows the story in Success Stories on the home page.'),
    order: z.number().int().min(1).describe('Position in lists, lowest first.'),
    testimonial: text(20, 300, "Optional quote from the client, without quotation marks: on the card and the story's page.").optional(),
    draft: z
      .boolean()
      .default(false)
      .describe(
        'true keeps the case study out of the production build (the dev server still shows it). `npm run new` starts every file as a draft.',
      ),
  })
  .strict();
