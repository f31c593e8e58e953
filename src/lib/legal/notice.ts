/**
 * The notice rule of the change gate (./gate.ts): the kind a version needs is
 * derived from the shared facts it states (./kinds.ts, factsAgainst), and a
 * material version is published at least MATERIAL_NOTICE_DAYS before it takes
 * effect.
 */
import { addDays, dayStartOf, daysBetween, isoDate, parseIsoDate } from '../dates.ts';
import type { DocumentUnderReview, GateContext, Report } from './gate.ts';
import { factsAgainst, MATERIAL_NOTICE_DAYS, type FactMove } from './kinds.ts';
import { snapshotVisible } from './archive.ts';
import type { VisibleDocument } from './text.ts';

/**
 * The kind each version needs and the notice that goes with it: a version in
 * which a shared fact moves against the customer, or a promise is dropped, is
 * material whatever its label, and takes effect at least MATERIAL_NOTICE_DAYS
 * after it is published. A version in force before today that the base
 * already had is history and is not judged again.
 */
export function reviewNotice(doc: DocumentUnderReview, ctx: GateContext, report: Report) {
  const { changes } = doc.data;
  changes.forEach((change, index) => {
    const older = changes[index + 1];
    const text = textOf(doc, change.version);
    const frozen = doc.frozen.get(change.version);
    const effective = index === 0 ? doc.data.effectiveDate : frozen && parseIsoDate(frozen.snapshot.effectiveDate);
    if (!effective) return;
    const isNew = !ctx.base?.docs.get(doc.id)?.changes.some((c) => c.version === change.version);
    if (!isNew && effective.getTime() < dayStartOf(ctx.now).getTime()) return;
    const field = index === 0 ? 'effectiveDate' : `changes[${change.version}]`;
    if (effective.getTime() < change.date.getTime())
      report(
        field,
        `version ${change.version} takes effect before it is published: set effectiveDate to ${isoDate(change.date)} or later.`,
      );
    const olderText = older && textOf(doc, older.version);
    const moves = text && olderText ? factsAgainst(olderText.facts, text.facts, ctx.favors) : [];
    const label = change.kind && change.kind !== 'material' ? `labeled ${change.kind}, but ` : '';
    const why = moves.length ? `${label}${describeMoves(moves)}` : 'labeled material';
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

const describeMoves = (moves: readonly FactMove[]) =>
  moves
    .map((m) => `the shared fact ${m.name} ${m.why}${m.to === undefined ? ` (it said "${m.from}")` : ` ("${m.from}" → "${m.to}")`}`)
    .join('; ');

/** What a version says: the newest as rendered, an older one as frozen. */
function textOf(doc: DocumentUnderReview, version: string): VisibleDocument | undefined {
  if (version === doc.data.version) return doc.visible;
  const frozen = doc.frozen.get(version);
  return frozen && snapshotVisible(frozen.snapshot.html);
}
