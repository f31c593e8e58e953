/**
 * The legal collection (docs/decisions.md#legal-documents): the seven policies in content/legal, one MDX
 * file each. The schema lives in src/lib/schemas/legal.ts (pure, unit-tested);
 * generateId takes the id from the file name and adds the checks that need the
 * file itself (real dates, no document related to itself), so a mistake fails
 * the build naming the file and the field.
 */
import { readFileSync } from 'node:fs';
import { defineCollection } from 'astro:content';
import { mdxLoader } from './mdx-loader';
import { checkLegalFile, legalSchema } from '~/lib/schemas/legal';

export const legalCollections = {
  legal: defineCollection({
    // Raw dates are checked by checkLegalFile (it names the legal fields), so none are passed here.
    loader: mdxLoader('./content/legal', [], {
      generateId: ({ entry, base, data }) => checkLegalFile(entry, readFileSync(new URL(`./${entry}`, base), 'utf8'), data),
    }),
    schema: legalSchema,
  }),
};
