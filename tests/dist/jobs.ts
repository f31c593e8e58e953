/**
 * The job postings as the built-output audits see them: the jobs file parsed
 * by the real schema and split by the same rule the build applies (open for
 * 90 days from datePosted), by the build's own clock.
 */
import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { z } from 'astro/zod';
import { jobSchema } from '~/lib/schemas/company-schema';
import { partitionJobs } from '~/lib/company-rules';
import { dataFiles } from '~/lib/collections';
import { builtAt } from '../built-routes';

export function openJobs(now = builtAt()) {
  const raw = parseYaml(readFileSync(dataFiles.jobs.file, 'utf8')) as Record<string, unknown>[];
  const jobs = z.array(jobSchema).parse(raw.map((job, order) => ({ ...job, order })));
  return partitionJobs(jobs, now);
}
