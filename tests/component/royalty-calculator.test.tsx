// @vitest-environment happy-dom
/**
 * The calculator hydrating over server HTML that a visitor has already used:
 * react-dom keeps what the visitor left in an input while hydrating, so the
 * island must read it and show the figures for it, without a hydration
 * mismatch. The browser run (tests/e2e/before-hydration.spec.ts) checks the same on
 * the built page with the scripts held back.
 */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import RoyaltyCalculator from '~/islands/RoyaltyCalculator';

afterEach(cleanup);

const slider = () => screen.getByRole<HTMLInputElement>('slider', { name: 'Expected royalties this term' });
const amount = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Royalties in US dollars' });
/** The sentence that states the amount, the plan and the tier, at the head of the figures. */
const result = () => screen.getByText(/^At \$[\d,]+ on the .+ plan/).textContent;

async function hydrateAfter(before: () => void) {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<RoyaltyCalculator />);
  expect(result()).toContain('At $1,000 on the Annual plan');
  before();
  const errors: unknown[] = [];
  const warnings = vi.spyOn(console, 'error');
  await act(async () => {
    hydrateRoot(container, <RoyaltyCalculator />, { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  // react-dom's development build reports any hydration mismatch here.
  expect(warnings).not.toHaveBeenCalled();
  warnings.mockRestore();
  return container;
}

describe('royalty calculator hydration', () => {
  it('adopts an amount typed before hydration, and keeps the text while the field has focus', async () => {
    const container = await hydrateAfter(() => {
      amount().focus();
      amount().value = '$2,500';
    });
    expect(amount().value).toBe('$2,500');
    expect(result()).toContain('At $2,500');
    expect(slider().value).toBe(String(Math.round(Math.sqrt(2500 / 25_000) * 1000)));
    fireEvent.blur(amount());
    expect(amount().value).toBe('2,500');
    container.remove();
  });

  it('adopts a slider moved and a plan chosen before hydration', async () => {
    const container = await hydrateAfter(() => {
      slider().value = '500';
      screen.getByRole<HTMLInputElement>('radio', { name: /Six-Month Starter/ }).checked = true;
    });
    expect(slider().value).toBe('500');
    expect(amount().value).toBe('6,250');
    expect(result()).toContain('At $6,250 on the Six-Month Starter plan');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Annual/ }).checked).toBe(false);
    container.remove();
  });

  it('hydrates untouched controls to the server example', async () => {
    const container = await hydrateAfter(() => {});
    expect(amount().value).toBe('1,000');
    expect(slider().value).toBe('200');
    expect(result()).toContain('At $1,000 on the Annual plan');
    container.remove();
  });
});
