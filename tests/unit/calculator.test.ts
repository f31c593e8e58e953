/**
 * The calculator's math (src/lib/calculator.ts). Every amount, price and threshold
 * comes from the calculator and pricing modules; the literals here are the inputs a
 * visitor types, never the site's figures.
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
import { crossoverCents, planList } from '~/lib/pricing';

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

/** What a tier's title claims, read from its words: each claim must hold for every amount in the tier. */
function readTitle(title: string) {
  const cents = (text: string) => Number(text.replace(/[$,]/g, '')) * 100;
  const percent = /(\d+)%/.exec(title);
  const between = /fee \((\$[\d,]+)–(\$[\d,]+)\)/.exec(title);
  const moreThan = /more than the (\$[\d,]+) price/.exec(title);
  const credit = /(\$[\d,]+) back as credit/.exec(title);
  const noFee = /\bno fee\b/.test(title);
  return {
    noFee,
    percent: percent ? Number(percent[1]) : undefined,
    feeBetween: between ? [cents(between[1]!), cents(between[2]!)] : undefined,
    feeMoreThan: moreThan ? cents(moreThan[1]!) : undefined,
    creditBack: credit ? cents(credit[1]!) : undefined,
    /** "better than prepaid", "cheaper", "save": the fee model costs the customer no more than the price. */
    saving: /better|cheaper|sav(e|es|ing)\b/i.test(title),
    /** Says who pays what: no fee, or the fee and the credit. */
    readable: noFee ? !percent : !!percent && !!credit,
  };
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

    it(`${plan.name}: each amount lands in one tier, whose range holds it and whose label says who pays what`, () => {
      const tiers = tiersFor(plan);
      expect(new Set(tiers.map((tier) => tier.id)).size).toBe(tiers.length);
      expect(new Set(sample.map((dollars) => tierFor(dollars, plan)))).toEqual(new Set(tiers.map((tier) => tier.id)));
      for (const dollars of sample) {
        // At or above the threshold the fee is a share of the term's royalties and the price comes
        // back as credit, which pays the fee first (the Terms); below it the prepaid price is all.
        const royalties = dollars * 100;
        const met = royalties >= plan.thresholdCents;
        const fee = met ? Math.round((royalties * plan.adminFeePercentIfThreshold) / 100) : 0;
        const credit = met ? plan.creditBackCents : 0;
        const outcome = outcomeFor(dollars, plan);
        expect(outcome, `$${dollars}`).toMatchObject({
          feeCents: fee,
          creditCents: Math.max(0, credit - fee),
          keepCents: royalties - Math.max(0, fee - credit),
        });
        expect(outcome.tier).toBe(tierFor(dollars, plan));

        const containing = tiers.filter((tier) => {
          const { min, max } = readRange(tier.range);
          return dollars >= min && dollars <= max;
        });
        expect(
          containing.map((tier) => tier.id),
          `$${dollars} is in exactly one range`,
        ).toEqual([outcome.tier]);

        const title = tiers.find((tier) => tier.id === outcome.tier)!.title;
        const claims = readTitle(title);
        const at = `$${dollars} on the ${plan.name} plan ("${title}")`;
        if (claims.saving) expect(fee, `${at} claims a saving`).toBeLessThanOrEqual(plan.priceCents);
        expect(claims.readable, `${at} says who pays what: no fee, or the fee and the credit`).toBe(true);
        if (claims.noFee) expect(fee, at).toBe(0);
        else {
          expect(claims.percent, at).toBe(plan.adminFeePercentIfThreshold);
          expect(fee, at).toBeGreaterThan(0);
          expect(claims.creditBack, at).toBe(credit);
        }
        if (claims.feeBetween) {
          expect(fee, at).toBeGreaterThanOrEqual(claims.feeBetween[0]!);
          expect(fee, at).toBeLessThanOrEqual(claims.feeBetween[1]!);
          // Up to the price: the fee never costs more than the prepaid price it replaces.
          expect(claims.feeBetween[1], at).toBeLessThanOrEqual(plan.priceCents);
        }
        if (claims.feeMoreThan !== undefined) {
          expect(claims.feeMoreThan, at).toBe(plan.priceCents);
          expect(fee, at).toBeGreaterThan(claims.feeMoreThan);
        }
      }
    });
  }
});
