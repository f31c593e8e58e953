/**
 * The legal documents as pages get them: published, in the index order
 * (src/lib/legal-index.ts). The only place that calls getCollection('legal').
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import type { LegalGroup } from '~/lib/schemas/legal';
import { withoutDrafts } from '~/lib/drafts';
import { groupLegal, inLegalOrder, unknownRelated } from '~/lib/legal-index';

export type LegalDocument = CollectionEntry<'legal'>;

/**
 * Every published legal document in index order (drafts too in `astro dev`).
 * Fails the build on a related id that names no document.
 */
export async function getLegalDocuments(): Promise<LegalDocument[]> {
  const docs = withoutDrafts(await getCollection('legal'), import.meta.env.PROD);
  const problems = unknownRelated(docs);
  if (problems.length) throw new Error(problems.join('\n'));
  return inLegalOrder(docs);
}

export async function legalGroups(): Promise<{ group: LegalGroup; docs: LegalDocument[] }[]> {
  return groupLegal(await getLegalDocuments());
}

/** The related documents of one document, in the order its frontmatter lists them. */
export async function relatedDocuments(doc: LegalDocument): Promise<LegalDocument[]> {
  const all = await getLegalDocuments();
  return doc.data.related.flatMap((id) => all.find((other) => other.id === id) ?? []);
}
