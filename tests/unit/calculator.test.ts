/**
 * The calculator's math (src/lib/calculator.ts). Every amount, price and threshold
 * comes from the calculator and pricing modules; the literals here are the inputs a
 * visitor types, never the site's figures. The fee is not computed again here: the
 * tests hold the module to its crossover, its tiers' ranges and what their titles say.
 */
import { describe, expect, it } from 'vitest';
import {
  MAX_DOLLARS,
  SLIDER_STEPS,
  dollarsToFraction,
  draftFor,
  formatDollarsInput,
  fractionToDollars,
  fractionToStep,
  outcomeFor,
  parseDollars,
  stepToFraction,
  tierFor,
  tiersFor,
} from '~/lib/calculator';
import { crossoverCents, formatUsd, planList } from '~/lib/pricing';

describe('fraction and amount mappings', () => {
  it('maps a fraction to MAX × fraction², clamped to 0..MAX', () => {
    for (const fraction of [0, 0.123, 0.5, 1]) expect(fractionToDollars(fraction)).toBe(Math.round(MAX_DOLLARS * fraction ** 2));
    expect(fractionToDollars(1.5)).toBe(MAX_DOLLARS);
    for (const fraction of [-0.3, Number.NaN]) expect(fractionToDollars(fraction)).toBe(0);
  });

  it('maps slider steps to fractions and back, clamped', () => {
    expect(stepToFraction(SLIDER_STEPS / 2)).toBe(0.5);
    expect(stepToFraction(SLIDER_STEPS + 200)).toBe(1);
    expect(stepToFraction(-5)).toBe(0);
    expect(fractionToStep(1)).toBe(SLIDER_STEPS);
    const step = Math.floor(SLIDER_STEPS / 5) + 1;
    expect(fractionToStep(stepToFraction(step) + 0.0001)).toBe(step);
  });

  it('maps a typed amount to √(amount / MAX), clamped, and round-trips every whole dollar it can show', () => {
    expect(dollarsToFraction(MAX_DOLLARS * 2)).toBe(1);
    for (const amount of [-50, Number.NaN]) expect(dollarsToFraction(amount)).toBe(0);
    const edges = planList.flatMap((plan) => [plan.thresholdCents / 100, crossoverCents(plan) / 100].flatMap((d) => [d - 1, d, d + 1]));
    for (const amount of [0, 1, 1234, ...edges, MAX_DOLLARS - 1, MAX_DOLLARS]) {
      expect(fractionToDollars(dollarsToFraction(amount)), `$${amount}`).toBe(amount);
    }
  });

  it('reads "$1,234", "1,234" and "1234" alike, rounds cents and reads anything else as 0', () => {
    for (const text of ['$1,234', '1,234', '1234', ' $ 1,234 ']) expect(parseDollars(text)).toBe(1234);
    for (const text of ['abc', '', '12abc']) expect(parseDollars(text)).toBe(0);
    expect(parseDollars('-5')).toBe(-5);
    expect(parseDollars('99.6')).toBe(100);
  });

  it('formats the input with thousands separators, and caps a draft at the maximum', () => {
    expect(formatDollarsInput(1234)).toBe('1,234');
    expect(formatDollarsInput(0)).toBe('0');
    expect(draftFor('1,2')).toBe('1,2');
    expect(draftFor(String(MAX_DOLLARS))).toBe(String(MAX_DOLLARS));
    expect(draftFor(String(MAX_DOLLARS + 1))).toBe(formatDollarsInput(MAX_DOLLARS));
  });
});

/**
 * A tier's range as a visitor reads it, in whole dollars: "Under $1,000" is 0..999,
 * "$1,000–$2,000" is 1,000..2,000 (an en dash range includes both ends), "Over $2,000" is 2,001 up.
 */
function readRange(range: string): { min: number; max: number } {
  const dollars = (text: string) => Number(text.replace(/[$,]/g, ''));
  const under = /^Under (\$[\d,]+)$/.exec(range);
  if (under) return { min: 0, max: dollars(under[1]!) - 1 };
  const between = /^(\$[\d,]+)–(\$[\d,]+)$/.exec(range);
  if (between) return { min: dollars(between[1]!), max: dollars(between[2]!) };
  const over = /^(?:Over|Above) (\$[\d,]+)$/.exec(range);
  if (over) return { min: dollars(over[1]!) + 1, max: Number.POSITIVE_INFINITY };
  throw new Error(`a tier range this test cannot read: "${range}"`);
}

describe('tiers follow the fee rule of the pricing module', () => {
  for (const plan of planList) {
    // Zero, each side of the threshold and the crossover, the maximum, and a step through the range.
    const threshold = plan.thresholdCents / 100;
    const crossover = crossoverCents(plan) / 100;
    const step = Math.round(MAX_DOLLARS / 100);
    const sample = [
      ...new Set([0, 1, threshold - 1, threshold, threshold + 1, crossover - 1, crossover, crossover + 1, MAX_DOLLARS - 1, MAX_DOLLARS]),
      ...Array.from({ length: MAX_DOLLARS / step + 1 }, (_, i) => i * step),
    ];

    it(`${plan.name}: the fee equals the price at the crossover and passes it above`, () => {
      expect(outcomeFor(crossover, plan)).toMatchObject({ tier: 'credit', feeCents: plan.priceCents });
      expect(outcomeFor(crossover + 1, plan).feeCents).toBeGreaterThan(plan.priceCents);
      expect(outcomeFor(MAX_DOLLARS * 4, plan).royaltiesCents).toBe(MAX_DOLLARS * 100);
      expect(outcomeFor(-10, plan)).toMatchObject({ royaltiesCents: 0, tier: 'prepaid', keepCents: 0 });
    });

    it(`${plan.name}: each amount lands in the one tier whose range, as a visitor reads it, holds it`, () => {
      const tiers = tiersFor(plan);
      expect(new Set(tiers.map((tier) => tier.id)).size).toBe(tiers.length);
      expect(new Set(sample.map((dollars) => tierFor(dollars, plan)))).toEqual(new Set(tiers.map((tier) => tier.id)));
      for (const dollars of sample) {
        const outcome = outcomeFor(dollars, plan);
        expect(outcome.tier, `$${dollars}`).toBe(tierFor(dollars, plan));
        const containing = tiers.filter((tier) => {
          const { min, max } = readRange(tier.range);
          return dollars >= min && dollars <= max;
        });
        expect(
          containing.map((tier) => tier.id),
          `$${dollars} is in exactly one range`,
        ).toEqual([outcome.tier]);
        // Below the threshold the prepaid price is all; from it on, the fee is taken and the credit pays it first.
        // The tier's title says who pays what, and claims no saving where the fee passes the price.
        const title = tiers.find((tier) => tier.id === outcome.tier)!.title;
        if (outcome.tier === 'prepaid') {
          expect(outcome, `$${dollars}`).toMatchObject({ feeCents: 0, keepCents: dollars * 100 });
          expect(title).toMatch(/\bno fee\b/);
        } else {
          expect(outcome.feeCents, `$${dollars}`).toBeGreaterThan(0);
          expect(outcome.feeCents + outcome.creditCents, `$${dollars}`).toBeGreaterThanOrEqual(plan.creditBackCents);
          expect(title).toContain(`${plan.adminFeePercentIfThreshold}% fee`);
          expect(title).toContain(`${formatUsd(plan.creditBackCents)} back as credit`);
        }
        if (outcome.feeCents > plan.priceCents) expect(title, `$${dollars}`).not.toMatch(/better|cheaper|sav(e|es|ing)\b/i);
      }
    });
  }
});
