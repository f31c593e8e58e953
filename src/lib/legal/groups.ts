/**
 * The order and grouping of the legal index (/legal, the footer, related
 * documents): pure functions over plain objects, so unit tests need no Astro.
 */
import { LEGAL_GROUPS, type LegalGroup } from './schema.ts';

interface Listed {
  id: string;
  data: { title: string; group: LegalGroup; related: string[] };
}

/**
 * The order of the legal index within each group (docs/decisions.md#legal-pages).
 * A document not listed here still appears, after these, by title: adding a
 * file is enough to publish it.
 */
export const LEGAL_ORDER = [
  'terms-of-service',
  'eula',
  'privacy-policy',
  'dmca',
  'cancellation-policy',
  'account-credit-policy',
  'data-processing-agreement',
] as const;

function rank(id: string): number {
  const index = (LEGAL_ORDER as readonly string[]).indexOf(id);
  return index === -1 ? LEGAL_ORDER.length : index;
}

/** Spec order first, then by title. */
export function inLegalOrder<T extends Listed>(docs: readonly T[]): T[] {
  return [...docs].sort((a, b) => rank(a.id) - rank(b.id) || a.data.title.localeCompare(b.data.title));
}

/** The three groups of /legal, in order, each with its documents; empty groups are left out. */
export function groupLegal<T extends Listed>(docs: readonly T[]): { group: LegalGroup; docs: T[] }[] {
  const ordered = inLegalOrder(docs);
  return LEGAL_GROUPS.map((group) => ({ group, docs: ordered.filter((doc) => doc.data.group === group) })).filter(
    (entry) => entry.docs.length > 0,
  );
}

/** Related ids that name no document: a typo here would publish a broken link. */
export function unknownRelated<T extends Listed>(docs: readonly T[]): string[] {
  const ids = new Set(docs.map((doc) => doc.id));
  return docs.flatMap((doc) =>
    doc.data.related.filter((id) => !ids.has(id)).map((id) => `content/legal/${doc.id}.mdx: related: no document "${id}"`),
  );
}
