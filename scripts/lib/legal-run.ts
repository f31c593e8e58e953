/**
 * The core of `legal:diff`: render both sides and compare every document
 * either side has.
 */
import { compareDocument, type DocReport } from './legal-compare.ts';
import { render, type RenderedRef } from './render-refs.ts';

export interface Comparison {
  base: RenderedRef;
  head: RenderedRef;
  reports: DocReport[];
}

export function compareRefs(projectRoot: string, baseRef: string, headRef?: string): Comparison {
  const base = render(projectRoot, baseRef);
  const head = render(projectRoot, headRef);
  if (head.buildError) throw new Error(`${head.label} does not build:\n${head.buildError}`);
  const ids = [...new Set([...base.docs.keys(), ...head.docs.keys()])].sort();
  const reports: DocReport[] = [];
  for (const id of ids) {
    reports.push(compareDocument(id, base.docs.get(id), head.docs.get(id)));
  }
  return { base, head, reports };
}
