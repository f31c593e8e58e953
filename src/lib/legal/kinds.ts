/**
 * The kinds of change a legal document's version can be, with the one
 * definition every page uses (the document's own change list, its versions
 * page and /legal/changelog), so visitors read the same meaning everywhere.
 * The schema, the pages and the node tools share it.
 */
import { factsData } from '../facts-data.ts';

/** A material change is published this many days before it takes effect (content/facts.yaml, notice.material). */
export const MATERIAL_NOTICE_DAYS = Number(factsData.notice.material.value);

export const CHANGE_KINDS = ['initial', 'material', 'substantive', 'editorial'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

export const CHANGE_KIND_INFO: Record<ChangeKind, { label: string; definition: string }> = {
  initial: {
    label: 'Initial publication',
    definition: 'the first version published on this site',
  },
  material: {
    label: 'Material change',
    definition: `changes your rights or obligations and takes effect at least ${MATERIAL_NOTICE_DAYS} days after we publish it`,
  },
  substantive: {
    label: 'Substantive change',
    definition: 'changes wording or clarifies meaning without changing your rights or obligations',
  },
  editorial: {
    label: 'Editorial change',
    definition: 'corrects spelling, formatting or links, with no change in meaning',
  },
};

/** The label of a kind, or the kind itself for one this list does not know. */
export const kindLabel = (kind: string) => (CHANGE_KIND_INFO as Record<string, { label: string }>)[kind]?.label ?? kind;

/** One sentence defining the kinds of change, for the top of every list of versions. */
export function kindDefinitions(): string {
  const vowels = new Set(['a', 'e', 'i', 'o', 'u']);
  const article = (kind: string) => (vowels.has(kind.charAt(0)) ? 'an' : 'a');
  const parts = CHANGE_KINDS.filter((kind) => kind !== 'initial').map(
    (kind) => `${article(kind)} ${kind} change ${CHANGE_KIND_INFO[kind].definition}`,
  );
  const sentence = parts.join('; ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}
