/**
 * The policies in force agree on every day (a rule of the change gate,
 * `npm run legal:check`): on the build's clock and on each later day on which
 * the set of versions in force changes, every link from a version in force to
 * a section of another policy lands on a section of that policy's version in
 * force that day, and every shared fact (content/facts.yaml, marked
 * `data-fact`) is stated with one value by all the versions in force.
 * Documents changed by the same shared fact therefore take effect together;
 * a disagreement is reported under each document that states another value
 * than the facts file, which is the one to change. Pure.
 */
import { formatDate } from '../dates.ts';
import { legalPath } from '../routes.ts';
import type { Finding } from './gate.ts';
import type { VisibleDocument } from './text.ts';
import { timeline, type DatedVersion } from './versions.ts';

export interface PolicyVersion extends DatedVersion {
  /** What a visitor reads in it. */
  text: VisibleDocument;
}

export interface Policy {
  id: string;
  /** content/legal/<id>.mdx */
  file: string;
  versions: readonly PolicyVersion[];
  /** Retired section ids of the document and their successors. */
  aliases?: Record<string, string>;
}

/** The days to check: now, and every later day a version is published or takes effect. */
export function daysToCheck(policies: readonly Policy[], now: Date): Date[] {
  const later = policies.flatMap((p) => p.versions.flatMap((v) => [v.published, v.effective])).filter((day) => day > now);
  return [now, ...[...new Set(later.map((d) => d.getTime()))].sort((a, b) => a - b).map((t) => new Date(t))];
}

/** A link to another policy's section, as "/<id>#<section>", or undefined for any other link. */
function policyTarget(href: string, ids: ReadonlySet<string>): { id: string; section?: string } | undefined {
  const match = /^\/([a-z0-9-]+)\/?(?:#(.+))?$/.exec(href);
  if (!match || !ids.has(match[1])) return undefined;
  return { id: match[1], section: match[2] ? decodeURIComponent(match[2]) : undefined };
}

type InForce = Map<string, { policy: Policy; version: PolicyVersion }>;
type Report = (file: string, field: string, message: string) => void;

export function reviewInForce(policies: readonly Policy[], now: Date, current: (name: string) => string | undefined): Finding[] {
  const findings: Finding[] = [];
  const seen = new Set<string>();
  // One finding per cause: the same disagreement on several days is reported once.
  const report: Report = (file, field, message) => {
    const key = `${file}\u0000${field}\u0000${message.replace(/ on [A-Z][a-z]+ \d+, \d{4}/, '')}`;
    if (seen.has(key)) return;
    seen.add(key);
    findings.push({ file, field, message });
  };
  for (const day of daysToCheck(policies, now)) {
    const when = day.getTime() === now.getTime() ? `today (${formatDate(day)})` : `on ${formatDate(day)}`;
    const inForce: InForce = new Map(
      policies.flatMap((p) => {
        const v = timeline(p.versions, day).inForce;
        return v ? [[p.id, { policy: p, version: v }] as const] : [];
      }),
    );
    reviewLinks(inForce, new Set(policies.map((p) => p.id)), when, report);
    reviewFacts(inForce, when, current, report);
  }
  return findings;
}

/** Links from a version in force land on the version in force of the policy they name. */
function reviewLinks(inForce: InForce, ids: ReadonlySet<string>, when: string, report: Report) {
  for (const { policy, version } of inForce.values()) {
    for (const href of version.text.links) {
      const target = policyTarget(href, ids);
      if (!target) continue;
      const other = inForce.get(target.id);
      if (!other) {
        report(
          policy.file,
          href,
          `version ${version.version}, in force ${when}, links to ${href}, but no version of that document is in force then.`,
        );
        continue;
      }
      if (!target.section) continue;
      const landed = other.version.text.ids.includes(target.section) || other.policy.aliases?.[target.section] !== undefined;
      if (!landed) {
        report(
          policy.file,
          href,
          `version ${version.version}, in force ${when}, links to section "${target.section}" of /${target.id}, which version ${other.version.version} of that document, in force then, does not have: link to a section it has, or publish the two so that they take effect together.`,
        );
      }
    }
  }
}

/** Every shared fact is stated with one value by the versions in force; a disagreement goes under each document stating another value than the facts file. */
function reviewFacts(inForce: InForce, when: string, current: (name: string) => string | undefined, report: Report) {
  const statements = new Map<string, { value: string; where: string; id: string }[]>();
  for (const { policy, version } of inForce.values()) {
    for (const fact of version.text.facts) {
      const list = statements.get(fact.name) ?? [];
      list.push({ value: fact.value, where: `${legalPath(policy.id)} ${version.version}`, id: policy.id });
      statements.set(fact.name, list);
    }
  }
  for (const [name, list] of statements) {
    const values = [...new Set(list.map((s) => s.value))];
    if (values.length < 2) continue;
    const where = (value: string) =>
      list
        .filter((s) => s.value === value)
        .map((s) => s.where)
        .join(', ');
    const detail = values.map((value) => `"${value}" (${where(value)})`).join(' against ');
    const stale = list.filter((s) => s.value !== current(name));
    for (const s of stale.length ? stale : list.slice(0, 1)) {
      report(
        `content/legal/${s.id}.mdx`,
        `fact ${name}`,
        `the versions in force ${when} state the shared fact "${name}" differently: ${detail}. Publish the versions that change it so that they take effect on the same day as the others.`,
      );
    }
  }
}
