/**
 * The job postings as the built-output audits see them: content/data/company/jobs.yaml
 * parsed by the real schema and split by the same rule the build applies
 * (open for 90 days from datePosted), as of today.
 */
import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { z } from 'astro/zod';
import { jobSchema } from '~/lib/schemas/company';
import { partitionJobs } from '~/lib/company';

export function openJobs(today = new Date()) {
  const raw = parseYaml(readFileSync('content/data/company/jobs.yaml', 'utf8')) as Record<string, unknown>[];
  const jobs = z.array(jobSchema).parse(raw.map((job, order) => ({ ...job, order })));
  return partitionJobs(jobs, today);
}
