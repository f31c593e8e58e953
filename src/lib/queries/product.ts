/**
 * Queries for the product pages. Pages call these, never getCollection, so the
 * ordering and the cross-checks with the navigation and pricing modules live in
 * one place. Entries keep the order of their YAML file unless said otherwise.
 */
import { getCollection } from 'astro:content';
import { tools, useCaseTabs, type UseCaseKey } from '~/lib/navigation';
import { CROSS_PRO_AUDIT_SOCIETIES } from '~/lib/pricing';
import { site } from '~/site.config';
import { byOrder } from '~/lib/order';

/**
 * Writers put `{product}` where the product name goes, so the name stays in
 * the site config alone (docs/decisions.md#identity).
 */
export function fillProductName<T>(value: T, name: string = site.name): T {
  if (typeof value === 'string') return value.replaceAll('{product}', name) as T;
  if (Array.isArray(value)) return value.map((item) => fillProductName(item, name)) as T;
  // Image metadata (src, width, height, format) is passed through untouched.
  if (value && typeof value === 'object' && !('format' in value) && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillProductName(v, name)])) as T;
  }
  return value;
}

/** Entries' data with the product name filled in, in the order of their file. */
function prepare<T extends { order: number }>(entries: { id: string; data: T }[]): T[] {
  return byOrder(entries).map((entry) => fillProductName(entry.data));
}

/** The six features, in the order of the products dropdown; fails the build if one is missing. */
export async function getFeatures() {
  const features = prepare(await getCollection('features'));
  return tools.map((tool) => {
    const feature = features.find((f) => f.id === tool.id);
    if (!feature) throw new Error(`content/data/product/features.yaml has no feature "${tool.id}"`);
    return feature;
  });
}

export const getStats = async () => prepare(await getCollection('stats'));
export const getTestimonials = async () => prepare(await getCollection('testimonials'));
export const getSteps = async () => prepare(await getCollection('steps'));
export const getBenefits = async () => prepare(await getCollection('benefits'));
export const getInputMethods = async () => prepare(await getCollection('inputMethods'));
export const getWorkflows = async () => prepare(await getCollection('workflows'));
export const getSocieties = async () => prepare(await getCollection('societies'));

/** The six audiences in tab order, each with its tab label. */
export async function getAudiences() {
  const audiences = prepare(await getCollection('audiences'));
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
