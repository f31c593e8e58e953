/**
 * Case studies as pages get them: published, in the writers' order. The only
 * place that calls getCollection('caseStudies'). (Filtering by category is the
 * island's job: src/lib/case-study-filter.ts.)
 */
import type { CollectionEntry } from 'astro:content';
import { getCollection } from './collection';
import { publishedEntries } from '~/lib/publishing';
import { publishing } from './publishing-mode';
import { byOrder } from '~/lib/order';

export type CaseStudy = CollectionEntry<'caseStudies'>;

/** Every published case study in the writers' order. */
export async function getCaseStudies(): Promise<CaseStudy[]> {
  return byOrder(publishedEntries(await getCollection('caseStudies'), publishing));
}

/** The featured case studies, for the home page's Success Stories. */
export async function getFeaturedCaseStudies(): Promise<CaseStudy[]> {
  return (await getCaseStudies()).filter((study) => study.data.featured);
}
