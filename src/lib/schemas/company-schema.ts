/**
 * Schemas of the company collections (content/data/company/*.yaml): team, advisors,
 * jobs, one-pager cards and visuals. Pure module: the `image` helper is a
 * parameter so Vitest can test the schemas with a stand-in, without Astro.
 */
import { z } from 'astro/zod';
import { calendarDate, imageWithAlt, orderField, orPrompt, slug, type ImageHelper } from './fields.ts';
// Member focus tags reuse the product icon set (drawn SVGs, not emoji fonts).
import { productIconNames } from './product-schema.ts';

const id = slug('never reuse one for a different person or item.');

const order = orderField;

const linkedin = orPrompt(z.url().describe('Full LinkedIn profile URL.'), 'https://www.linkedin.com/');

export const teamMemberSchema = <I extends z.ZodType>(image: ImageHelper<I>) =>
  z
    .object({
      id,
      order,
      founder: z
        .boolean()
        .default(false)
        .describe('True for exactly one entry: the founder, whose name, title and e-mail come from src/site.config.ts.'),
      name: z.string().min(2).optional().describe('Full name. Leave out for the founder (taken from the site config).'),
      title: z.string().min(2).optional().describe('Job title. Leave out for the founder (taken from the site config).'),
      img: imageWithAlt(image)
        .optional()
        .describe(
          'Portrait in the team style (src/assets/team). Every member on the site needs one; until then the card shows the first letter of the name.',
        ),
      icons: z
        .array(
          z
            .object({
              icon: z.enum(productIconNames).describe(`Icon name, one of: ${productIconNames.join(', ')}.`),
              label: z.string().min(2).max(24).describe('What the icon stands for, shown beside it.'),
            })
            .strict(),
        )
        .max(3)
        .default([])
        .describe('Up to three focus areas shown as small tags on the card.'),
      bio: z.string().min(40).max(240).describe('Short bio for cards (one or two sentences).'),
      longBio: z.string().min(120).optional().describe('Longer bio; where present it replaces the short bio on /team and /story.'),
      socials: z
        .object({
          linkedin,
          twitter: z.url().optional().describe('Full X/Twitter profile URL.'),
        })
        .strict()
        .describe('Profile links shown on the member card.'),
      email: z
        .string()
        .regex(/^[a-z0-9][a-z0-9.+-]*$/, 'write only the part before the @, e.g. "daniel"')
        .optional()
        .describe('Mailbox name before the @; the domain comes from the site config. Leave out to show no e-mail.'),
    })
    .strict()
    .superRefine((member, ctx) => {
      if (member.founder) {
        for (const key of ['name', 'title', 'email'] as const) {
          if (member[key] !== undefined) {
            ctx.addIssue({
              code: 'custom',
              path: [key],
              message: 'the founder’s name, title and e-mail come from src/site.config.ts; remove this field',
            });
          }
        }
      } else {
        for (const key of ['name', 'title'] as const) {
          if (!member[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required for every member except the founder' });
        }
      }
    });

/** Portrait crops the site can render (each maps to a class; no inline styles under the CSP). */
export const objectPositions = ['center', 'top', 'bottom', 'center 25%', 'center 35%'] as const;
export type ObjectPosition = (typeof objectPositions)[number];

export const advisorSchema = <I extends z.ZodType>(image: ImageHelper<I>) =>
  z
    .object({
      id,
      order,
      name: z.string().min(2).describe('Full name.'),
      img: imageWithAlt(image).optional().describe('Portrait (square works best). Leave out to show the first letter of the name instead.'),
      objectPosition: z
        .enum(objectPositions)
        .optional()
        .describe('Which part of the portrait stays visible in the circle: center (default), top, bottom, "center 25%" or "center 35%".'),
      socials: z.object({ linkedin }).strict().describe('Profile links shown on the advisor card.'),
      bio: z.string().min(40).max(260).describe('One or two sentences on what they bring.'),
    })
    .strict();

export const jobSchema = z
  .object({
    id,
    order,
    title: z.string().min(3).describe('Role title; also the subject of the application e-mail.'),
    meta: z.string().min(3).describe('One line under the title, e.g. "Equity-only · Remote · Pacific Time".'),
    employmentType: orPrompt(
      z
        .enum(['FULL_TIME', 'PART_TIME', 'INTERN', 'CONTRACTOR'])
        .describe('schema.org employment type, used in the job-posting structured data.'),
      'FULL_TIME',
    ),
    applicantCountry: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .default('US')
      .describe('Country applicants must be in (ISO code).'),
    datePosted: calendarDate('Date the role was posted, YYYY-MM-DD; the posting is valid 90 days from it.'),
    summary: z.string().min(60).describe('Two or three sentences on the role.'),
    responsibilities: z.array(z.string().min(10)).min(3).describe('What the person will do, one item per line.'),
    requirements: z.array(z.string().min(10)).min(3).describe('What we look for, one item per line.'),
    applyNote: z
      .string()
      .min(10)
      .optional()
      .describe('Anything this role asks for beyond a resume and cover letter (shown under How to Apply).'),
  })
  .strict();

export const onePagerCardSchema = z
  .object({
    id,
    order,
    emoji: z.string().min(1).max(8).describe('One emoji shown before the title.'),
    title: z.string().min(3).max(40).describe('Card title.'),
    content: z
      .array(z.string().min(10).max(180))
      .min(1)
      .max(5)
      .describe(
        'Short lines. Write prices and shared facts as {tokens} (src/lib/facts.ts), e.g. {price.annual}, {price.sixMonth}, {price.threshold}, {price.adminFee} or {demo.minutes}.',
      ),
  })
  .strict();

export const visualSchema = <I extends z.ZodType>(image: ImageHelper<I>) =>
  z
    .object({
      id,
      order,
      ...imageWithAlt(image).shape,
      caption: z.string().min(10).max(160).describe('Caption shown under the image.'),
    })
    .strict();

export type TeamMemberEntry = z.output<ReturnType<typeof teamMemberSchema>>;
export type JobEntry = z.output<typeof jobSchema>;
