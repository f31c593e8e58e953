/**
 * The Lighthouse gate's performance score (scripts/lib/performance-score.ts): blocking time
 * counted above the reference page of the same run, everything else as Lighthouse scored it.
 */
import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { median, scoreAboveReference } from '../../scripts/lib/performance-score.ts';

const curve = { p10: 200, median: 600 };
const weights = { 'first-contentful-paint': 10, 'total-blocking-time': 30, 'cumulative-layout-shift': 25, 'dom-size': 0 };

/** A run whose metrics other than blocking time scored `others`, and which blocked for `tbt` ms. */
function run(tbt: number, others: Record<string, number | null> = {}): Result {
  const scores = { 'first-contentful-paint': 0.8, 'cumulative-layout-shift': 1, 'dom-size': 0, ...others };
  const audits = Object.fromEntries(Object.entries(scores).map(([id, score]) => [id, { id, score }]));
  return {
    requestedUrl: 'http://127.0.0.1/page',
    categories: { performance: { auditRefs: Object.entries(weights).map(([id, weight]) => ({ id, weight })) } },
    audits: { ...audits, 'total-blocking-time': { id: 'total-blocking-time', numericValue: tbt, score: 0, scoringOptions: curve } },
  } as unknown as Result;
}

/** The weighted mean of the other metrics' scores with blocking time scored `tbtScore`. */
const expected = (tbtScore: number) => (10 * 0.8 + 30 * tbtScore + 25 * 1) / (10 + 30 + 25);

describe('score above the reference page', () => {
  it('scores blocking no longer than the reference page as no blocking at all', () => {
    expect(scoreAboveReference(run(300), 300)).toBeCloseTo(expected(1), 6);
    expect(scoreAboveReference(run(250), 300)).toBeCloseTo(expected(1), 6);
  });

  it("scores the blocking beyond the reference on Lighthouse's curve for it", () => {
    // The curve's control points: its median scores one half, its tenth percentile 0.9.
    expect(scoreAboveReference(run(300 + curve.median), 300)).toBeCloseTo(expected(0.5), 2);
    expect(scoreAboveReference(run(300 + curve.p10), 300)).toBeCloseTo(expected(0.9), 2);
  });

  it('refuses a weighted metric without a score', () => {
    expect(() => scoreAboveReference(run(300, { 'first-contentful-paint': null }), 0)).toThrow(/first-contentful-paint/);
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });
});
