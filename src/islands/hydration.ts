/**
 * What the islands share about hydration. Every island is mounted
 * `client:after-paint` (src/scripts/after-paint.ts), so on a slow phone its
 * script can arrive seconds after the server-rendered controls are on screen
 * and in use. The controls are native (links, radio buttons, a range and a
 * text input), so whatever a visitor does in those seconds is already in the
 * DOM; the islands read it while they hydrate and carry on from there.
 *
 * How react-dom 19 hydrates an <input> decides the approach: it keeps the
 * element's current value and checked state, whatever the props say, and
 * only writes the props into the defaults (the attributes). No change event
 * is replayed. So a value typed before hydration stays on
 * screen while the component's state still holds the server's default. Hence:
 * read the controls in a useState initializer (before React commits anything),
 * render them as found, and render everything derived from them as the server
 * did until `useHydrated` turns true (text that differs from the server HTML
 * would fail hydration).
 */
import { useLayoutEffect, useState } from 'react';

/**
 * False on the server and during the hydration render, true from the first
 * commit on. The flip is a layout effect, so its re-render lands before the
 * browser paints: no frame of the hydration pass is ever shown.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useLayoutEffect(() => setHydrated(true), []);
  return hydrated;
}

/** The server-rendered element with this id, as the visitor left it; null on the server. */
export function serverElement<T extends HTMLElement>(id: string): T | null {
  return typeof document === 'undefined' ? null : (document.getElementById(id) as T | null);
}
