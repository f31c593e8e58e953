/**
 * Royalty calculator on /pricing (issue 7). A thin view over src/lib/calculator.ts:
 * one fraction drives both the slider and the dollar input; the plan is a native
 * radio group (arrow keys work); results sit in a polite live region.
 */
import { useId, useState, type ChangeEvent } from 'react';
import {
  DEFAULT_FRACTION,
  DEFAULT_PLAN,
  MAX_DOLLARS,
  SLIDER_STEPS,
  dollarsToFraction,
  formatDollarsInput,
  fractionToDollars,
  fractionToStep,
  outcomeFor,
  parseDollars,
  stepToFraction,
} from '~/lib/calculator';
import { crossoverCents, formatUsd, planList, plans, type PlanId } from '~/lib/pricing';
import CalculatorResults from './calculator/CalculatorResults';
import { withErrorBoundary } from './ErrorBoundary';

function RoyaltyCalculator() {
  const id = useId();
  const [fraction, setFraction] = useState(DEFAULT_FRACTION);
  const [planId, setPlanId] = useState<PlanId>(DEFAULT_PLAN);
  // The input keeps what the visitor is typing until it leaves the field.
  const [draft, setDraft] = useState<string | null>(null);

  const plan = plans[planId];
  const dollars = fractionToDollars(fraction);
  const outcome = outcomeFor(dollars, plan);

  function onSlider(event: ChangeEvent<HTMLInputElement>) {
    setDraft(null);
    setFraction(stepToFraction(Number(event.target.value)));
  }

  function onAmount(event: ChangeEvent<HTMLInputElement>) {
    const typed = parseDollars(event.target.value);
    setFraction(dollarsToFraction(typed));
    // Never show more than the maximum, even mid-typing.
    setDraft(typed > MAX_DOLLARS ? formatDollarsInput(MAX_DOLLARS) : event.target.value);
  }

  return (
    <div className="card grid gap-8 lg:grid-cols-2" data-calculator>
      {/* Controls need the script; without it the tiers and the default example still read correctly. */}
      <div className="grid content-start gap-6" data-needs-js>
        <fieldset>
          <legend className="text-sm font-semibold">Plan</legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {planList.map((option) => (
              <label
                key={option.id}
                className="flex cursor-pointer items-center gap-2 rounded-xl border border-line px-4 py-3 has-checked:border-brand has-checked:bg-brand-soft"
              >
                <input
                  type="radio"
                  name={`${id}-plan`}
                  value={option.id}
                  checked={planId === option.id}
                  onChange={() => setPlanId(option.id)}
                  className="accent-brand"
                />
                <span>
                  <span className="block font-semibold">{option.name}</span>
                  <span className="block text-sm text-muted">{formatUsd(option.priceCents)} prepaid</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <div>
          <label htmlFor={`${id}-slider`} className="text-sm font-semibold">
            Expected royalties this term
          </label>
          <input
            id={`${id}-slider`}
            type="range"
            max={SLIDER_STEPS}
            value={fractionToStep(fraction)}
            onChange={onSlider}
            aria-valuetext={formatUsd(outcome.royaltiesCents)}
            className="mt-3 w-full accent-brand"
          />
        </div>

        <div>
          <label htmlFor={`${id}-amount`} className="text-sm font-semibold">
            Royalties in US dollars
          </label>
          <div className="mt-2 flex items-center rounded-xl border border-line bg-canvas focus-within:border-brand">
            <span className="pl-4 text-muted" aria-hidden="true">
              $
            </span>
            <input
              id={`${id}-amount`}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={draft ?? formatDollarsInput(dollars)}
              onChange={onAmount}
              onBlur={() => setDraft(null)}
              aria-describedby={`${id}-amount-hint`}
              className="w-full bg-transparent px-2 py-3 text-lg font-semibold focus:outline-none"
            />
          </div>
          <p id={`${id}-amount-hint`} className="mt-1 text-xs text-muted">
            Up to {formatUsd(MAX_DOLLARS * 100)}. Crossover on this plan: {formatUsd(crossoverCents(plan))}.
          </p>
        </div>
      </div>

      <CalculatorResults plan={plan} outcome={outcome} />
    </div>
  );
}

export default withErrorBoundary(RoyaltyCalculator);
