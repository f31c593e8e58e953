/**
 * Product collections: the typed data behind /features, /how-it-works,
 * /how-we-help, /workflows and /use-cases. Writers edit the YAML files in
 * content/data/product/; entries keep the order of their file.
 */
import { defineCollection } from 'astro:content';
import { file, type Loader } from 'astro/loaders';
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

/**
 * The file loader, plus each entry's position in its file as `order`: Astro's
 * store sorts entries by id, and the pages show them in the writer's order.
 */
function data(name: string): Loader {
  const inner = file(`content/data/product/${name}.yaml`);
  return {
    name: 'ordered-file-loader',
    load: (context) => {
      let position = 0;
      return inner.load({
        ...context,
        parseData: (props) => context.parseData({ ...props, data: { ...props.data, order: position++ } }),
      });
    },
  };
}

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
