/**
 * Product collections: the typed data behind /features, /how-it-works,
 * /how-we-help, /workflows and /use-cases. Writers edit the YAML files in
 * content/data/product/; entries keep the order of their file.
 */
import { defineCollection } from 'astro:content';
import { orderedFile } from './ordered-file';
import {
  audienceSchema,
  benefitSchema,
  featureSchema,
  inputMethodSchema,
  societySchema,
  statSchema,
  stepSchema,
  testimonialSchema,
  workflowSchema,
} from '~/lib/schemas/product';

/** Each file under content/data/product/, entries in file order. */
const data = (name: string) => orderedFile(`content/data/product/${name}.yaml`);

export const productCollections = {
  features: defineCollection({ loader: data('features'), schema: featureSchema }),
  stats: defineCollection({ loader: data('stats'), schema: statSchema }),
  testimonials: defineCollection({ loader: data('testimonials'), schema: testimonialSchema }),
  steps: defineCollection({ loader: data('steps'), schema: ({ image }) => stepSchema(image) }),
  benefits: defineCollection({ loader: data('benefits'), schema: benefitSchema }),
  inputMethods: defineCollection({ loader: data('input-methods'), schema: inputMethodSchema }),
  workflows: defineCollection({ loader: data('workflows'), schema: workflowSchema }),
  audiences: defineCollection({ loader: data('audiences'), schema: audienceSchema }),
  societies: defineCollection({ loader: data('societies'), schema: societySchema }),
};
