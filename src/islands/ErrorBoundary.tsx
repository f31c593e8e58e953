/**
 * If an island throws while rendering, its place shows "Unexpected Application Error!" and the error text
 * (docs/decisions.md#without-client-side-routing); the rest of the page, static HTML, is unharmed. React 19
 * already reports caught errors to the console (onCaughtError), so the boundary does not log them again.
 */
import { Component, type ComponentType, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div role="alert" className="rounded-2xl border border-bad p-6 text-ink">
        <p className="text-lg font-semibold">Unexpected Application Error!</p>
        <pre className="mt-2 overflow-x-auto text-sm whitespace-pre-wrap text-bad">{error.message}</pre>
      </div>
    );
  }
}

/** Give an island its boundary: `export default withErrorBoundary(Calculator)`. */
export function withErrorBoundary<P extends object>(Inner: ComponentType<P>): ComponentType<P> {
  function Bounded(props: P) {
    return (
      <ErrorBoundary>
        <Inner {...props} />
      </ErrorBoundary>
    );
  }
  Bounded.displayName = `WithErrorBoundary(${Inner.displayName ?? Inner.name ?? 'Island'})`;
  return Bounded;
}
