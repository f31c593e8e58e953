/**
 * Every content collection: the registry (src/lib/collections.ts) names each
 * one, where it reads from (a folder of MDX documents, or a YAML file under
 * content/data/) and the schema that checks it (src/lib/schemas/ and
 * src/lib/legal/schema.ts, pure zod, unit-tested without Astro); here each
 * gets its loader (src/loaders/). Pages read collections through
 * src/queries/, never with getCollection directly
 * (docs/architecture.md#queries).
 *
 * MDX documents: the file name is the entry id and the URL slug
 * (content/press/musical-ai.mdx is /press/musical-ai). Data lists: YAML files
 * whose entries keep the order the writer gave them (orderedFile). Each loader
 * checks an entry against its schema and reports a mistake in the one form a
 * writer reads (src/loaders/content-error.ts).
 */
// From astro/content/config, the module astro:content re-exports it from: the content sync loads this
// file before the build, and through astro:content it loaded Astro's whole rendering runtime as well
// (about 0.5 s of every build; docs/benchmarks.md). Pages keep importing astro:content.
import { type CollectionConfig, defineCollection, type SchemaContext } from 'astro/content/config';
import { mdxLoader } from './loaders/mdx';
import { orderedFile } from './loaders/ordered-file';
import { type CollectionSchema, dataFiles, documents } from '~/lib/collections';
import { checkLegalFile } from '~/lib/legal/schema';

type SchemaOf<T> = T extends (context: SchemaContext) => infer S ? S : T;
type DataCollections = { [K in keyof typeof dataFiles]: CollectionConfig<SchemaOf<(typeof dataFiles)[K]['schema']>> };

export const collections = {
  // Press releases and investor updates (MDX). Pages render one from its compiled MDX module, never from
  // its raw text, so their bodies are not kept in the content store; a case-study card checks whether
  // its study has a story, so case studies keep theirs.
  press: defineCollection({ loader: mdxLoader(documents.press, { retainBody: false }), schema: documents.press.schema }),
  investorUpdates: defineCollection({
    loader: mdxLoader(documents.investorUpdates, { retainBody: false }),
    schema: documents.investorUpdates.schema,
  }),
  caseStudies: defineCollection({ loader: mdxLoader(documents.caseStudies), schema: documents.caseStudies.schema }),
  // The legal documents (MDX). The loader adds the check that needs the file's name (no document related to itself).
  legal: defineCollection({ loader: mdxLoader(documents.legal, { fileCheck: checkLegalFile }), schema: documents.legal.schema }),
  // The YAML files under content/data/, each entry checked against its schema by the loader as well.
  ...(Object.fromEntries(
    Object.entries(dataFiles).map(([name, file]) => [
      name,
      defineCollection({ loader: orderedFile(file), schema: file.schema as CollectionSchema }),
    ]),
  ) as DataCollections),
};
