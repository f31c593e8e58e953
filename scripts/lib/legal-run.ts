/**
 * The shared core of `legal:diff` and `legal:check`: render both sides and
 * compare every document either side has.
 */
import { compareDocument, checkDocument, type DocReport, type Finding } from './legal-compare.ts';
import { render, type RenderedRef } from './render-refs.ts';

export interface Comparison {
  base: RenderedRef;
  head: RenderedRef;
  reports: DocReport[];
  findings: Finding[];
}

export function compareRefs(projectRoot: string, baseRef: string, headRef?: string): Comparison {
  const base = render(projectRoot, baseRef);
  const head = render(projectRoot, headRef);
  if (head.buildError) throw new Error(`${head.label} does not build:\n${head.buildError}`);
  const ids = [...new Set([...base.docs.keys(), ...head.docs.keys()])].sort();
  const reports: DocReport[] = [];
  const findings: Finding[] = [];
  for (const id of ids) {
    const report = compareDocument(id, base.docs.get(id), head.docs.get(id));
    reports.push(report);
    findings.push(...checkDocument(report, base.docs.get(id), head.docs.get(id), !base.buildError));
  }
  return { base, head, reports, findings };
}
