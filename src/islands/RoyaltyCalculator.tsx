/**
 * A thin view over src/lib/calculator.ts (docs/decisions.md#pricing-and-the-calculator). The controls are
 * native, so a visitor can use them before the island has hydrated (global.css, "Islands", says what shows
 * meanwhile). react-dom 19 hydrates an <input> keeping its current value and checked state whatever the props
 * say, and replays no change event; so the hydration render repeats the server's HTML exactly, and a layout
 * effect then reads the controls as the visitor left them (adoptControls), before the next paint.
 */
import { useId, useLayoutEffect, useState, type ChangeEvent, type ReactNode } from 'react';
import {
  DEFAULT_FRACTION,
  DEFAULT_PLAN,
  SLIDER_STEPS,
  adoptControls,
  amountHint,
  dollarsToFraction,
  draftFor,
  formatDollarsInput,
  fractionToDollars,
  fractionToStep,
  outcomeFor,
  parseDollars,
  stepToFraction,
} from '~/lib/calculator';
import { formatUsd, planList, plans, type PlanId } from '~/lib/pricing';
import CalculatorResults from './calculator/CalculatorResults';
import { withErrorBoundary } from './ErrorBoundary';

interface Props {
  /** Shown while the figures wait for the island (static HTML). */
  pending?: ReactNode;
  /** The footnote under the figures (static HTML). */
  footnote?: ReactNode;
}

function RoyaltyCalculator({ pending, footnote }: Props) {
  const id = useId();
  const [fraction, setFraction] = useState(DEFAULT_FRACTION);
  const [planId, setPlanId] = useState<PlanId>(DEFAULT_PLAN);
  // The input keeps what the visitor is typing until it leaves the field.
  const [draft, setDraft] = useState<string | null>(null);

  useLayoutEffect(() => {
    const control = (name: string) => document.getElementById(`${id}-${name}`) as HTMLInputElement;
    const plan = document.querySelector<HTMLInputElement>(`[name="${id}-plan"]:checked`)?.value;
    const found = adoptControls(plan, control('slider'), control('amount'), document.activeElement);
    setFraction(found.fraction);
    setPlanId(found.planId);
    setDraft(found.draft);
  }, [id]);

  const plan = plans[planId];
  const dollars = fractionToDollars(fraction);
  const outcome = outcomeFor(dollars, plan);

  function onSlider(event: ChangeEvent<HTMLInputElement>) {
    setDraft(null);
    setFraction(stepToFraction(Number(event.target.value)));
  }

  function onAmount(event: ChangeEvent<HTMLInputElement>) {
    setFraction(dollarsToFraction(parseDollars(event.target.value)));
    // Never show more than the maximum, even mid-typing.
    setDraft(draftFor(event.target.value));
  }

  return (
    <div className="card grid gap-8 lg:grid-cols-2" data-calculator>
      {/* Controls need the script; without it the tiers and the default example still read correctly. */}
      <div className="grid content-start gap-6" data-needs-js>
        <fieldset>
          <legend className="text-sm font-semibold">Plan</legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {planList.map((option) => (
              <label key={option.id} className="calculator-option">
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
          <div className="calculator-field">
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
              className="calculator-input"
            />
          </div>
          <p id={`${id}-amount-hint`} className="mt-1 text-xs text-muted">
            {amountHint(plan)}
          </p>
        </div>
      </div>

      <div className="grid content-start gap-6">
        {pending}
        <CalculatorResults plan={plan} outcome={outcome} />
        {footnote}
      </div>
    </div>
  );
}

export default withErrorBoundary(RoyaltyCalculator);
