/**
 * Content collections. Each group is defined in its own module under
 * src/collections/ (loader reading content/, schema from src/lib/schemas/),
 * so every kind of content has one owner file:
 * - legal: the seven policies (content/legal)
 * - publications: press releases, investor updates, case studies
 * - marketing: logos, tool catalog, comparison rows, pricing FAQ
 * - product: features, testimonials, steps, input methods, workflows, audiences
 * - company: team, advisors, jobs, one-pager cards, visuals
 */
import { legalCollections } from './collections/legal';
import { publicationsCollections } from './collections/publications';
import { marketingCollections } from './collections/marketing';
import { productCollections } from './collections/product';
import { companyCollections } from './collections/company';

export const collections = {
  ...legalCollections,
  ...publicationsCollections,
  ...marketingCollections,
  ...productCollections,
  ...companyCollections,
};
