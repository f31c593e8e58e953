// @vitest-environment happy-dom
/**
 * The error boundary around every island (docs/decisions.md#without-client-side-routing): a child that throws is
 * replaced by "Unexpected Application Error!" and the error text, and its
 * siblings stay. A child that does not throw renders as itself in every island
 * test (tests/component, tests/e2e).
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary, withErrorBoundary } from '~/islands/ErrorBoundary';

function Broken(): never {
  throw new Error('The calculator lost its numbers');
}

afterEach(cleanup);

describe('error boundary', () => {
  it('shows the message and the error text when its child throws', () => {
    // React logs the caught error; keep the test output readable but prove it was logged.
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Island = withErrorBoundary(Broken);
    render(
      <main>
        <Island />
        <p>Static content after the island</p>
      </main>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Unexpected Application Error!');
    expect(alert.textContent).toContain('The calculator lost its numbers');
    expect(screen.getByText('Static content after the island')).toBeTruthy();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('turns a thrown non-Error into text', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    function ThrowsString(): never {
      throw 'plain string failure';
    }
    render(
      <ErrorBoundary>
        <ThrowsString />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('plain string failure');
    log.mockRestore();
  });
});
