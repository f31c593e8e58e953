/**
 * Company collections: team, advisors, jobs, one-pager cards and
 * visuals, each a YAML list under content/data/company/. Entries keep the
 * order of their file (orderedFile records each one's position).
 * Schemas live in src/lib/schemas/company.ts; pages read through
 * src/lib/queries/company.ts.
 */
import { defineCollection } from 'astro:content';
import { orderedFile } from './ordered-file';
import { advisorSchema, jobSchema, onePagerCardSchema, teamMemberSchema, visualSchema } from '~/lib/schemas/company';

export const companyCollections = {
  team: defineCollection({
    loader: orderedFile('content/data/company/team.yaml'),
    schema: ({ image }) => teamMemberSchema(image),
  }),
  advisors: defineCollection({
    loader: orderedFile('content/data/company/advisors.yaml'),
    schema: ({ image }) => advisorSchema(image),
  }),
  jobs: defineCollection({
    loader: orderedFile('content/data/company/jobs.yaml'),
    schema: jobSchema,
  }),
  onePagerCards: defineCollection({
    loader: orderedFile('content/data/company/one-pager.yaml'),
    schema: onePagerCardSchema,
  }),
  visuals: defineCollection({
    loader: orderedFile('content/data/company/visuals.yaml'),
    schema: ({ image }) => visualSchema(image),
  }),
};
