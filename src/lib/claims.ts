/**
 * The marketing claims, each written once with its qualifier (whose average,
 * over what, under what conditions): the home hero, the stats row, the product
 * pages, the one-pager and the pricing FAQ render them from here, and the
 * claims audit (tests/dist/claims.test.ts) fails when a page states one of
 * these figures differently. The figures are the specification's
 * (site-marketing-and-pricing.md, "Marketing claims"); the payout conditions
 * are the Terms' (./legal/schedule.ts, "payout.rule").
 */
import { MINIMUM_PAYOUT_CENTS, formatUsd } from './pricing.ts';

export interface Claim {
  /** The figure as pages show it in a tile, e.g. "38 hrs". */
  figure: string;
  /** The figure in a sentence, e.g. "38 hours a month". */
  phrase: string;
  /** Whose figure it is, or what it counts, as the tile's label and the sentence's qualifier. */
  qualifier: string;
}

export const claims = {
  hoursSaved: {
    figure: '38 hrs',
    phrase: '38 hours a month',
    qualifier: 'Admin time our members save each month, on average',
  },
  unclaimed: {
    figure: '$1,200+',
    phrase: 'more than $1,200 a year',
    qualifier: 'What the average creator we work with is owed and has never collected',
  },
  recovered: {
    figure: '$1,200+',
    phrase: 'more than $1,200 a year',
    qualifier: 'What our members recover on average, in royalties that were going unclaimed',
  },
  splitSheet: {
    figure: 'Under 2 min',
    phrase: 'under 2 minutes',
    qualifier: 'From a story to metadata and a split sheet',
  },
  firstRegistration: {
    figure: '15 min',
    phrase: 'about 15 minutes',
    qualifier: 'From sign-up to your first registration',
  },
  registration: {
    figure: '90 sec',
    phrase: 'about 90 seconds',
    qualifier: 'Average time to register a song',
  },
} as const satisfies Record<string, Claim>;

/** Where one registration goes: the societies a song's rights are paid by in the United States. */
export const perRegistration = 'your performing-rights organization (ASCAP, BMI or SESAC), MLC and, for the recording, SoundExchange';

/**
 * The societies we register with directly, by territory: the societies of
 * content/data/product/societies.yaml (the claims audit checks that it names each one).
 */
export const societiesCovered =
  'ASCAP, BMI, SESAC, MLC and SoundExchange in the United States, SOCAN in Canada, PRS for Music in the United Kingdom and GEMA in Germany';

/** When payouts arrive, with the conditions of the Terms. */
export const payoutCadence = `monthly, once at least ${formatUsd(MINIMUM_PAYOUT_CENTS)} is owed to you and your tax documents are on file`;

type ClaimName = keyof typeof claims;

/**
 * The claims as the {tokens} writers use in data files: `{hoursSaved}` is the phrase,
 * `{hoursSavedFigure}` the tile's figure, `{hoursSavedQualifier}` whose figure it is;
 * `{perRegistration}` and `{payoutCadence}` the rules a sentence states.
 */
export const claimTokens: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    (Object.entries(claims) as [ClaimName, Claim][]).flatMap(([name, claim]) => [
      [name, claim.phrase],
      [`${name}Figure`, claim.figure],
      [`${name}Qualifier`, claim.qualifier],
    ]),
  ),
  perRegistration,
  payoutCadence,
  societiesCovered,
};
