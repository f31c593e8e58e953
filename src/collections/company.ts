/**
 * Company collections (issue 6): team, advisors, jobs, one-pager cards and
 * visuals, each a YAML list under content/data/company/. Every entry has an `order`
 * (the loader does not keep file order); pages show entries by it.
 * Schemas live in src/lib/schemas/company.ts; pages read through
 * src/lib/queries/company.ts.
 */
import { defineCollection } from 'astro:content';
import { file } from 'astro/loaders';
import {
  advisorSchema,
  jobSchema,
  onePagerCardSchema,
  teamMemberSchema,
  visualSchema,
} from '~/lib/schemas/company';

export const companyCollections = {
  team: defineCollection({
    loader: file('content/data/company/team.yaml'),
    schema: ({ image }) => teamMemberSchema(image),
  }),
  advisors: defineCollection({
    loader: file('content/data/company/advisors.yaml'),
    schema: ({ image }) => advisorSchema(image),
  }),
  jobs: defineCollection({
    loader: file('content/data/company/jobs.yaml'),
    schema: jobSchema,
  }),
  onePagerCards: defineCollection({
    loader: file('content/data/company/one-pager.yaml'),
    schema: onePagerCardSchema,
  }),
  visuals: defineCollection({
    loader: file('content/data/company/visuals.yaml'),
    schema: ({ image }) => visualSchema(image),
  }),
};
