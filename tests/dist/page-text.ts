/**
 * The built text of every page as the claims and coherence audits read it (claims.test.ts,
 * coherence.test.ts): the main landmark's text as read aloud and its sentences, without the legal
 * archive, the changelog, or a policy's change list and notice of a coming version.
 */
import { contentPages, readText } from './built';
import { isLegalArchivePath, routes } from '~/lib/routes';
import { normalizeText } from '~/lib/legal/text';

// The pages state each fact as it stands on the build's clock.

export interface PageText {
  route: string;
  document: Document;
  /** The innermost blocks of text: a card (an <li>) holding a figure, a title and a quote is three blocks, not one. */
  blocks: string[];
  text: string;
  sentences: string[];
}

const BLOCKS = 'p, li, td, th, dd, dt, h1, h2, h3, h4, figcaption, blockquote, summary, caption';
export const SENTENCE_END = /(?<=[.!?])\s+(?=[A-Z0-9"“($])/;

export const pages: PageText[] = contentPages()
  // The archive and the changelog list every version, each true to its own dates; they state nothing of today.
  .filter((p) => !isLegalArchivePath(p.route) && p.route !== routes.legalChangelog)
  .map((p) => {
    const root = (p.document.querySelector('main') ?? p.document.body).cloneNode(true) as Element;
    // A policy's change list and its notice of a coming version describe other versions, each true to its own
    // dates; what the page states is the rest.
    for (const other of root.querySelectorAll('.legal-changes, .legal-upcoming')) other.remove();
    const blocks = [...root.querySelectorAll(BLOCKS)].filter((el) => !el.querySelector(BLOCKS)).map((el) => readText(el));
    return {
      route: p.route,
      document: p.document,
      blocks,
      text: normalizeText(readText(root)),
      sentences: blocks.flatMap((block) => normalizeText(block).split(SENTENCE_END)).filter(Boolean),
    };
  });

export const byRoute = (route: string) => {
  const found = pages.find((p) => p.route === route);
  if (!found) throw new Error(`No built page for ${route}`);
  return found;
};

/** Sentences on any page that match every pattern, with their route. */
export function sentencesMatching(...patterns: RegExp[]): { route: string; sentence: string }[] {
  return pages.flatMap((p) =>
    p.sentences.filter((s) => patterns.every((re) => re.test(s))).map((sentence) => ({ route: p.route, sentence })),
  );
}
