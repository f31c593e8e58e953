/**
 * Queries for the product pages. Pages call these, never getCollection, so the
 * ordering and the cross-checks with the navigation and pricing modules live in
 * one place. Entries keep the order of their YAML file unless said otherwise.
 */
import { getList } from './collection';
import { tools, useCaseTabs, type UseCaseKey } from '~/lib/navigation';
import { CROSS_PRO_AUDIT_SOCIETIES } from '~/lib/pricing';

/** The six features, in the order of the products dropdown; fails the build if one is missing or named otherwise. */
export async function getFeatures() {
  const features = await getList('features');
  return tools.map((tool) => {
    const feature = features.find((f) => f.id === tool.id);
    if (!feature) throw new Error(`content/data/product/features.yaml has no feature "${tool.id}"`);
    if (feature.title !== tool.label) throw new Error(`content/data/product/features.yaml: ${tool.id}: title must be "${tool.label}"`);
    return feature;
  });
}

export const getStats = () => getList('stats');
export const getTestimonials = () => getList('testimonials');
export const getSteps = () => getList('steps');
export const getBenefits = () => getList('benefits');
export const getInputMethods = () => getList('inputMethods');
export const getWorkflows = () => getList('workflows');
export const getSocieties = () => getList('societies');

/**
 * The six audiences in tab order, each with its tab label; a challenge may quote a price another
 * page states (an audit's cost) as a {token}, filled from src/lib/facts.ts so the two never differ.
 */
export async function getAudiences() {
  const audiences = await getList('audiences');
  return useCaseTabs.map((tab) => {
    const audience = audiences.find((a) => a.id === tab.key);
    if (!audience) throw new Error(`content/data/product/audiences.yaml has no audience "${tab.key}"`);
    return { ...audience, key: tab.key as UseCaseKey, label: tab.label };
  });
}

/** The societies the cross-PRO audit scans, in the pricing module's order. */
export async function getAuditedSocieties() {
  const societies = await getSocieties();
  return CROSS_PRO_AUDIT_SOCIETIES.map((name) => {
    const society = societies.find((s) => s.name === name);
    if (!society?.auditNote) throw new Error(`content/data/product/societies.yaml needs "${name}" with an auditNote`);
    return { ...society, auditNote: society.auditNote };
  });
}
