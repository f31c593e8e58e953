/** Entries the unit tests share, parsed by the real schemas so they stay valid as schemas change. */
import { jobSchema } from '~/lib/schemas/company-schema';

/** A role as a writer would add it to content/data/company/jobs.yaml. */
export const job = jobSchema.parse({
  id: 'machine-learning-engineer',
  order: 1,
  title: 'Machine Learning Engineer',
  meta: 'Equity-only · Full-time · Remote, Pacific Time',
  employmentType: 'FULL_TIME',
  datePosted: '2025-11-01',
  summary: 'Own the models that turn a story into splits. You will take the product from working to relied upon.',
  responsibilities: ['Train the models behind it.', 'Evaluate every change.', 'Run models in production.'],
  requirements: ['Three years shipping ML systems.', 'Strong Python skills.', 'Pacific Time overlap.'],
});
