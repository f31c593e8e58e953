/**
 * The notice rules of the change gate (./gate.ts). The kind a version needs
 * is derived, not trusted: each shared fact declares which way favors the
 * customer (content/facts.yaml, `favors`), and a version in which one moves
 * against the customer, or a promise is dropped, is material whatever its
 * label. And the versions in force on any day state each shared fact alike,
 * so documents changed by one fact take effect together.
 */
import { addDays, dayStartOf, daysBetween, formatDate, isoDate } from '../dates.ts';
import type { DocumentUnderReview, Finding, GateContext, Report } from './gate.ts';
import { snapshotVisible } from './archive.ts';
import type { VisibleDocument } from './text.ts';
import { documentVersions, MATERIAL_NOTICE_DAYS, timeline, type DatedVersion } from './timeline.ts';

const DAYS: Record<string, number> = { hour: 1 / 24, day: 1, 'business day': 1, week: 7, month: 30, year: 365 };

/** A stated amount in comparable form: "$1,000" → 1000, "2 years" → 730 (days), "18 months" → 540. */
function amount(text: string): number | undefined {
  const match = /(\d[\d,]*(?:\.\d+)?)(?:\s*[–-]\s*[\d,.]+)?\s*(business day|hour|day|week|month|year)?/i.exec(text);
  if (!match) return undefined;
  return Number(match[1].replace(/,/g, '')) * (match[2] ? DAYS[match[2].toLowerCase()] : 1);
}

/**
 * The shared facts that moved against the customer, each described, by the
 * direction each declares (`favors`: higher, lower, promise or none): a number
 * moving the wrong way, a promise reworded, or a fact that is not mere
 * information no longer stated. A fact the file does not know is a promise.
 */
export function factsAgainst(
  before: readonly { name: string; value: string }[],
  after: readonly { name: string; value: string }[],
  favors: (name: string) => string | undefined,
): string[] {
  const now = new Map(after.map((f) => [f.name, f.value]));
  const moves = new Map<string, string>();
  for (const { name, value: from } of before) {
    const direction = favors(name) ?? 'promise';
    const to = now.get(name);
    if (direction === 'none' || to === from || moves.has(name)) continue;
    const [a, b] = [amount(from), amount(to ?? '')];
    const worse = direction === 'promise' || a === undefined || b === undefined || (direction === 'higher' ? b < a : b > a);
    if (to === undefined) moves.set(name, `the shared fact ${name} is no longer stated (it said "${from}")`);
    else if (direction === 'promise') moves.set(name, `the shared fact ${name} is a promise and was reworded ("${from}" → "${to}")`);
    else if (worse) moves.set(name, `the shared fact ${name} moved against the customer (better ${direction}) ("${from}" → "${to}")`);
  }
  return [...moves.values()];
}

/** The kind each version needs and its notice; a version the base had that took effect before today is not judged again. */
export function reviewNotice(doc: DocumentUnderReview, ctx: GateContext, report: Report) {
  const versions = documentVersions(doc.data.changes, doc.data.effectiveDate, doc.frozen);
  // What a version says: the newest as rendered, an older one as frozen.
  const texts = versions.map((v, index) => (index === 0 ? doc.visible : v.frozen && snapshotVisible(v.frozen.snapshot.html)));
  versions.forEach(({ change, effective }, index) => {
    if (!texts[index]) return;
    const isNew = !ctx.base?.docs.get(doc.id)?.changes.some((c) => c.version === change.version);
    if (!isNew && effective.getTime() < dayStartOf(ctx.now).getTime()) return;
    const field = index === 0 ? 'effectiveDate' : `changes[${change.version}]`;
    if (effective.getTime() < change.date.getTime()) {
      report(
        field,
        `version ${change.version} takes effect before it is published: set effectiveDate to ${isoDate(change.date)} or later.`,
      );
    }
    const older = texts[index + 1];
    const moves = older ? factsAgainst(older.facts, texts[index]!.facts, ctx.favors) : [];
    const label = change.kind && change.kind !== 'material' ? `labeled ${change.kind}, but ` : '';
    const why = moves.length ? `${label}${moves.join('; ')}` : 'labeled material';
    const notice = daysBetween(change.date, effective);
    if ((change.kind === 'material' || moves.length) && notice < MATERIAL_NOTICE_DAYS) {
      const fix = `set effectiveDate to ${isoDate(addDays(change.date, MATERIAL_NOTICE_DAYS))} or later${label ? ', and drop the label' : ''}`;
      report(
        field,
        `version ${change.version} is a material change (${why}), which needs ${MATERIAL_NOTICE_DAYS} days' notice (content/facts.yaml, notice.material), but takes effect ${notice} day(s) after it is published: ${fix}.`,
      );
    } else if (moves.length && label) {
      report(field, `version ${change.version} is ${why}: that is a material change; drop the label or write kind: material.`);
    }
  });
}

export interface Policy {
  id: string;
  versions: readonly (DatedVersion & { text: VisibleDocument })[];
}

/**
 * Today and on each later day a version is published or takes effect, the
 * versions in force state every shared fact with one value. A disagreement is
 * reported once, under each document stating another value than the facts
 * file (`current`): the one to change.
 */
export function reviewInForce(policies: readonly Policy[], now: Date, current: (name: string) => string | undefined): Finding[] {
  const later = policies.flatMap((p) => p.versions.flatMap((v) => [v.published, v.effective])).filter((day) => day > now);
  const days = [now, ...[...new Set(later.map((d) => d.getTime()))].sort((a, b) => a - b).map((t) => new Date(t))];
  const findings = new Map<string, Finding>();
  for (const day of days) {
    const when = day === now ? `today (${formatDate(day)})` : `on ${formatDate(day)}`;
    const statements = new Map<string, { value: string; id: string; version: string }[]>();
    for (const p of policies) {
      const v = timeline(p.versions, day).inForce;
      for (const f of v?.text.facts ?? [])
        statements.set(f.name, [...(statements.get(f.name) ?? []), { ...f, id: p.id, version: v!.version }]);
    }
    for (const [name, list] of statements) {
      const values = [...new Set(list.map((s) => s.value))];
      if (values.length < 2) continue;
      const detail = values
        .map((value) => `"${value}" (${list.flatMap((s) => (s.value === value ? [`/${s.id} ${s.version}`] : [])).join(', ')})`)
        .join(' against ');
      const stale = list.filter((s) => s.value !== current(name));
      for (const s of stale.length ? stale : list.slice(0, 1)) {
        const file = `content/legal/${s.id}.mdx`;
        if (findings.has(`${file} ${name}`)) continue;
        const message = `the versions in force ${when} state the shared fact "${name}" differently: ${detail}. Publish the versions that change it so that they take effect on the same day.`;
        findings.set(`${file} ${name}`, { file, field: `fact ${name}`, message });
      }
    }
  }
  return [...findings.values()];
}
