/**
 * Run in the page (`page.evaluate(paintDeferredSections)`): paint every section held back until
 * it nears the viewport (`content-visibility: auto`, docs/design.md#sections), as each is painted
 * once a visitor reaches it. A full-page picture and axe's color rules read the whole page at once.
 */
export function paintDeferredSections(): void {
  for (const element of document.querySelectorAll<HTMLElement>('*')) {
    if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
  }
}
