import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FRACTION,
  INITIAL_STATE,
  adoptControls,
  draftFor,
  DEFAULT_PLAN,
  MAX_DOLLARS,
  dollarsToFraction,
  formatDollarsInput,
  fractionToDollars,
  fractionToStep,
  outcomeFor,
  parseDollars,
  stepToFraction,
  tierFor,
  tiersFor,
} from '~/lib/calculator';
import { crossoverCents, formatUsd, plans } from '~/lib/pricing';

describe('fraction and amount mappings', () => {
  it('starts at 0.2 on the annual plan, which is $1,000', () => {
    expect(DEFAULT_FRACTION).toBe(0.2);
    expect(DEFAULT_PLAN).toBe('annual');
    expect(fractionToDollars(DEFAULT_FRACTION)).toBe(1000);
    expect(fractionToStep(DEFAULT_FRACTION)).toBe(200);
  });

  it('maps fractions to royalties = round(25,000 × fraction²)', () => {
    expect(MAX_DOLLARS).toBe(25_000);
    expect(fractionToDollars(0)).toBe(0);
    expect(fractionToDollars(0.5)).toBe(6250);
    expect(fractionToDollars(1)).toBe(25_000);
    expect(fractionToDollars(0.123)).toBe(Math.round(25_000 * 0.123 ** 2));
    // Out of range fractions clamp, so the shown amount never exceeds the maximum.
    expect(fractionToDollars(1.5)).toBe(25_000);
    expect(fractionToDollars(-0.3)).toBe(0);
    expect(fractionToDollars(Number.NaN)).toBe(0);
  });

  it('maps slider steps 0..1000 to fractions step / 1000', () => {
    expect(stepToFraction(0)).toBe(0);
    expect(stepToFraction(200)).toBe(0.2);
    expect(stepToFraction(1000)).toBe(1);
    expect(stepToFraction(1200)).toBe(1);
    expect(stepToFraction(-5)).toBe(0);
    expect(fractionToStep(1)).toBe(1000);
    expect(fractionToStep(0.2004)).toBe(200);
  });

  it('maps typed amounts to √(clamp(amount, 0, 25,000) / 25,000)', () => {
    expect(dollarsToFraction(0)).toBe(0);
    expect(dollarsToFraction(1000)).toBeCloseTo(0.2, 12);
    expect(dollarsToFraction(25_000)).toBe(1);
    expect(dollarsToFraction(40_000)).toBe(1);
    expect(dollarsToFraction(-50)).toBe(0);
    expect(dollarsToFraction(Number.NaN)).toBe(0);
  });

  it('round-trips every whole-dollar amount it can show', () => {
    for (const amount of [0, 1, 999, 1000, 1234, 1200, 2000, 2001, 24_999, 25_000]) {
      expect(fractionToDollars(dollarsToFraction(amount))).toBe(amount);
    }
  });

  it('parses "$1,234", "1,234" and "1234" alike and anything else as 0', () => {
    for (const text of ['$1,234', '1,234', '1234', ' $ 1,234 ']) expect(parseDollars(text)).toBe(1234);
    expect(parseDollars('abc')).toBe(0);
    expect(parseDollars('')).toBe(0);
    expect(parseDollars('12abc')).toBe(0);
    expect(parseDollars('-5')).toBe(-5);
    expect(parseDollars('99.6')).toBe(100);
    expect(parseDollars('30000')).toBe(30_000);
    // The typed amount then clamps: negative is $0 and above the maximum is $25,000.
    expect(fractionToDollars(dollarsToFraction(parseDollars('-5')))).toBe(0);
    expect(fractionToDollars(dollarsToFraction(parseDollars('abc')))).toBe(0);
    expect(fractionToDollars(dollarsToFraction(parseDollars('$30,000')))).toBe(25_000);
    expect(fractionToDollars(dollarsToFraction(parseDollars('$1,234')))).toBe(1234);
  });

  it('formats the input with thousands separators', () => {
    expect(formatDollarsInput(1234)).toBe('1,234');
    expect(formatDollarsInput(25_000)).toBe('25,000');
    expect(formatDollarsInput(0)).toBe('0');
  });
});

describe('tiers', () => {
  it('takes the crossovers from the pricing module: $1,200 six-month, $2,000 annual', () => {
    expect(crossoverCents(plans['six-month'])).toBe(120_000);
    expect(crossoverCents(plans.annual)).toBe(200_000);
  });

  const boundaries: [keyof typeof plans, number, string][] = [
    ['six-month', 0, 'prepaid'],
    ['six-month', 999, 'prepaid'],
    ['six-month', 1000, 'credit'],
    ['six-month', 1200, 'credit'],
    ['six-month', 1201, 'above'],
    ['six-month', 25_000, 'above'],
    ['annual', 0, 'prepaid'],
    ['annual', 999, 'prepaid'],
    ['annual', 1000, 'credit'],
    ['annual', 1201, 'credit'],
    ['annual', 2000, 'credit'],
    ['annual', 2001, 'above'],
    ['annual', 25_000, 'above'],
  ];
  for (const [plan, dollars, tier] of boundaries) {
    it(`${plan} at $${dollars} is ${tier}`, () => expect(tierFor(dollars, plans[plan])).toBe(tier));
  }

  it('at the crossover the fee equals the price exactly, so it is still tier 2', () => {
    for (const plan of Object.values(plans)) {
      const atCrossover = outcomeFor(crossoverCents(plan) / 100, plan);
      expect(atCrossover.tier).toBe('credit');
      expect(atCrossover.feeCents).toBe(plan.priceCents);
      expect(outcomeFor(crossoverCents(plan) / 100 + 1, plan).feeCents).toBeGreaterThan(plan.priceCents);
    }
  });

  it('lists the three tiers with ranges from the pricing module that meet at the threshold without overlapping', () => {
    for (const plan of Object.values(plans)) {
      const threshold = formatUsd(plan.thresholdCents);
      const crossover = formatUsd(crossoverCents(plan));
      expect(tiersFor(plan).map((t) => t.range)).toEqual([`Under ${threshold}`, `${threshold}–${crossover}`, `Over ${crossover}`]);
    }
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
interface Claims {
  noFee: boolean;
  percent?: number;
  feeBetween?: [number, number];
  feeMoreThan?: number;
  creditBack?: number;
  /** "better than prepaid", "cheaper", "save": the fee model costs the customer no more than the price. */
  saving: boolean;
  /** Says who pays what: no fee, or the fee and the credit. */
  readable: boolean;
}
function readTitle(title: string): Claims {
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
    saving: /better|cheaper|sav(e|es|ing)\b/i.test(title),
    readable: noFee ? !percent : !!percent && !!credit,
  };
}

describe('tier labels agree with the fee rule', () => {
  for (const plan of Object.values(plans)) {
    // Amounts from the pricing module: zero, each side of the threshold and the crossover, the maximum, and a step through the range.
    const threshold = plan.thresholdCents / 100;
    const crossover = crossoverCents(plan) / 100;
    const step = Math.round(MAX_DOLLARS / 100);
    const sample = [
      ...new Set([0, 1, threshold - 1, threshold, threshold + 1, crossover - 1, crossover, crossover + 1, MAX_DOLLARS - 1, MAX_DOLLARS]),
      ...Array.from({ length: MAX_DOLLARS / step + 1 }, (_, i) => i * step),
    ];

    it(`${plan.name}: the tier the calculator picks holds each amount, and its label says who pays what`, () => {
      const tiers = tiersFor(plan);
      // One tier per id, and every tier is where some amount of the sample lands.
      expect(new Set(tiers.map((tier) => tier.id)).size).toBe(tiers.length);
      expect(new Set(sample.map((dollars) => outcomeFor(dollars, plan).tier))).toEqual(new Set(tiers.map((tier) => tier.id)));
      for (const dollars of sample) {
        // The rule, from the pricing module: at or above the threshold the fee is a share of the
        // term's royalties and the price comes back as credit; below it the prepaid price is all.
        const royalties = dollars * 100;
        const met = royalties >= plan.thresholdCents;
        const fee = met ? Math.round((royalties * plan.adminFeePercentIfThreshold) / 100) : 0;
        const credit = met ? plan.creditBackCents : 0;

        const outcome = outcomeFor(dollars, plan);
        expect(outcome, `$${dollars}`).toMatchObject({ feeCents: fee, creditCents: credit, keepCents: royalties - fee });

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
          expect(fee, at).toBeGreaterThanOrEqual(claims.feeBetween[0]);
          expect(fee, at).toBeLessThanOrEqual(claims.feeBetween[1]);
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

describe('outcome at term end', () => {
  it('below the threshold charges no fee and gives no credit', () => {
    expect(outcomeFor(999, plans.annual)).toEqual({
      royaltiesCents: 99_900,
      tier: 'prepaid',
      feeCents: 0,
      creditCents: 0,
      keepCents: 99_900,
    });
  });

  it('from $1,000 charges 10% and credits the plan price', () => {
    expect(outcomeFor(1000, plans['six-month'])).toEqual({
      royaltiesCents: 100_000,
      tier: 'credit',
      feeCents: 10_000,
      creditCents: 12_000,
      keepCents: 90_000,
    });
    expect(outcomeFor(5000, plans.annual)).toMatchObject({ tier: 'above', feeCents: 50_000, creditCents: 20_000, keepCents: 450_000 });
  });

  it('never counts more than $25,000 or less than $0', () => {
    expect(outcomeFor(99_999, plans.annual).royaltiesCents).toBe(2_500_000);
    expect(outcomeFor(-10, plans.annual)).toMatchObject({ royaltiesCents: 0, tier: 'prepaid', keepCents: 0 });
  });
});

describe('adopting controls used before hydration', () => {
  const control = (value: string, defaultValue: string) => ({ value, defaultValue });
  const slider = control('200', '200');
  const amount = control('1,000', '1,000');

  it('gives the initial state for untouched controls', () => {
    expect(adoptControls('annual', slider, amount, null)).toEqual(INITIAL_STATE);
    expect(INITIAL_STATE).toEqual({ fraction: DEFAULT_FRACTION, planId: DEFAULT_PLAN, draft: null });
  });

  it('takes the checked plan, and the default for an unknown or missing one', () => {
    expect(adoptControls('six-month', slider, amount, null).planId).toBe('six-month');
    for (const plan of ['lifetime', 'toString', undefined]) expect(adoptControls(plan, slider, amount, null).planId).toBe(DEFAULT_PLAN);
  });

  it('takes a moved slider', () => {
    expect(adoptControls('annual', control('500', '200'), amount, null)).toEqual({ fraction: 0.5, planId: DEFAULT_PLAN, draft: null });
  });

  it('takes a typed amount, as typed while focused and formatted otherwise, never above the maximum', () => {
    const typed = (value: string, focused: boolean) => {
      const field = control(value, '1,000');
      return adoptControls('annual', slider, field, focused ? field : null);
    };
    expect(typed('$1234', true)).toEqual({ fraction: dollarsToFraction(1234), planId: DEFAULT_PLAN, draft: '$1234' });
    expect(typed('$1234', false)).toEqual({ fraction: dollarsToFraction(1234), planId: DEFAULT_PLAN, draft: null });
    expect(typed('90000', true)).toEqual({ fraction: 1, planId: DEFAULT_PLAN, draft: '25,000' });
    expect(typed('abc', false).fraction).toBe(0);
  });

  it('prefers the typed amount when both changed, unless the slider still has focus', () => {
    const moved = control('900', '200');
    const typed = control('2500', '1,000');
    expect(adoptControls('annual', moved, typed, null).fraction).toBe(dollarsToFraction(2500));
    expect(adoptControls('annual', moved, typed, moved).fraction).toBe(0.9);
    // A slider focused but never moved does not hide a typed amount.
    expect(adoptControls('annual', slider, typed, slider).fraction).toBe(dollarsToFraction(2500));
  });

  it('shows typed text as the draft, capped at the maximum', () => {
    expect(draftFor('1,2')).toBe('1,2');
    expect(draftFor(String(MAX_DOLLARS))).toBe(String(MAX_DOLLARS));
    expect(draftFor(String(MAX_DOLLARS + 1))).toBe(formatDollarsInput(MAX_DOLLARS));
  });
});
