/**
 * The legal collection (issue 3): the seven policies in content/legal, one MDX
 * file each. The schema lives in src/lib/schemas/legal.ts (pure, unit-tested);
 * generateId adds the checks that need the file itself (id = file name, real
 * dates), so a mistake fails the build naming the file and the field.
 */
import { readFileSync } from 'node:fs';
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { checkLegalFile, legalSchema } from '~/lib/schemas/legal';

export const legalCollections = {
  legal: defineCollection({
    loader: glob({
      pattern: '**/*.mdx',
      base: './content/legal',
      generateId: ({ entry, base, data }) =>
        checkLegalFile(entry, readFileSync(new URL(`./${entry}`, base), 'utf8'), data),
    }),
    schema: legalSchema,
  }),
};
