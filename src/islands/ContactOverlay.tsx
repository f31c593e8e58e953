/**
 * Mobile contact overlay on /mobile-one-pager (docs/architecture.md#islands). Below the md
 * breakpoint a floating button opens a full-screen modal <dialog> holding the
 * contact form. The native modal dialog makes the page inert (focus stays
 * inside), closes on Escape and returns focus to the button. The buttons also
 * carry invoker commands (command/commandfor), so they work before hydration.
 */
import { useEffect, useId, useRef } from 'react';
import { withErrorBoundary } from './ErrorBoundary';

interface Props {
  formUrl: string;
}

const WIDE = '(min-width: 48rem)'; // Tailwind's md breakpoint

function ContactOverlay({ formUrl }: Props) {
  const dialogId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // Growing past the breakpoint hides the button, so close the dialog too.
    const wide = window.matchMedia(WIDE);
    const onChange = () => wide.matches && dialog.current?.close();
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);

  const open = () => {
    if (!dialog.current?.open) dialog.current?.showModal();
  };
  const close = () => dialog.current?.close();

  return (
    <div className="md:hidden">
      <button
        ref={opener}
        type="button"
        onClick={open}
        {...{ command: 'show-modal', commandfor: dialogId }}
        className="btn-primary fixed right-4 bottom-4 z-40 shadow-lg"
      >
        Contact us
      </button>
      <dialog
        ref={dialog}
        id={dialogId}
        aria-labelledby={`${dialogId}-title`}
        onClose={() => opener.current?.focus()}
        className="contact-overlay m-0 h-dvh max-h-none w-screen max-w-none bg-canvas p-0 text-ink"
      >
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between border-b border-line px-4 py-3">
            <h2 id={`${dialogId}-title`} className="text-lg font-semibold">
              Contact us
            </h2>
            <button type="button" onClick={close} {...{ command: 'close', commandfor: dialogId }} className="btn-secondary">
              Close
            </button>
          </div>
          <iframe
            src={formUrl}
            title="Contact form"
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            className="w-full flex-1 border-0 bg-surface"
          />
        </div>
      </dialog>
    </div>
  );
}

export default withErrorBoundary(ContactOverlay);
