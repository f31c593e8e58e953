/**
 * The performance score the Lighthouse gate judges (docs/quality-gates.md#total-blocking-time-on-the-2-core-machine):
 * Lighthouse's own score, with total blocking time counted above what a reference page
 * (one heading, one paragraph, no style or script) blocks in the same run. The mobile preset
 * multiplies every main-thread task by four, and on a 2-core machine Chromium's own work for
 * any page at all (committing the navigation, creating the script context, the first layout)
 * already blocks for hundreds of milliseconds: the raw figure measures the machine. Every other
 * metric keeps Lighthouse's score as measured.
 */
import type { Result } from 'lighthouse';
import { Util } from 'lighthouse/shared/util.js';

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (!values.length) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** A run's total blocking time in milliseconds. */
export function blockingTime(lhr: Result): number {
  const value = lhr.audits['total-blocking-time']?.numericValue;
  if (value === undefined) throw new Error(`${lhr.requestedUrl}: Lighthouse measured no total blocking time`);
  return value;
}

/**
 * One run's performance score with its blocking time reduced by `referenceMs` (never below
 * zero) and scored on Lighthouse's own curve for that metric; the category's weights as
 * Lighthouse reports them.
 */
export function scoreAboveReference(lhr: Result, referenceMs: number): number {
  const category = lhr.categories.performance;
  const tbt = lhr.audits['total-blocking-time'];
  if (!category || !tbt?.scoringOptions) throw new Error(`${lhr.requestedUrl}: Lighthouse reported no performance category`);
  const ownBlocking = Math.max(0, blockingTime(lhr) - referenceMs);
  let weighted = 0;
  let weights = 0;
  for (const { id, weight } of category.auditRefs) {
    if (!weight) continue;
    const score = id === tbt.id ? Util.computeLogNormalScore(tbt.scoringOptions, ownBlocking) : lhr.audits[id]?.score;
    if (typeof score !== 'number') throw new Error(`${lhr.requestedUrl}: Lighthouse gave "${id}" no score`);
    weighted += weight * score;
    weights += weight;
  }
  return weighted / weights;
}
