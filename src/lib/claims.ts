/**
 * The marketing claims, read from their group in the facts file
 * (content/facts.yaml, "claims") and worded once, each with its qualifier
 * (whose average, over what, under what conditions): the home hero, the stats
 * row, the product pages, the one-pager and the pricing FAQ render them from
 * here as {tokens}, and the claims audit (tests/dist/claims.test.ts) fails when
 * a page states one of these figures differently. The payout cadence is the
 * Terms' rule: monthly, above the minimum payout, with tax documents on file.
 */
import { claims as facts, price } from './facts-data.ts';
import { formatUsd } from './pricing.ts';

export interface Claim {
  /** The figure as a stat tile shows it, e.g. "38 hrs". */
  figure: string;
  /** The figure in a sentence, e.g. "38 hours a month". */
  phrase: string;
  /** Whose figure it is, or what it counts: the tile's label and the sentence's qualifier. */
  qualifier: string;
}

const value = (name: string) => facts[name]!.value as number;
const qualifier = (name: string) => facts[name]!.note ?? '';
const usd = (name: string) => formatUsd(value(name) * 100);

export const claims = {
  hoursSaved: { figure: `${value('hoursSaved')} hrs`, phrase: `${value('hoursSaved')} hours a month`, qualifier: qualifier('hoursSaved') },
  unclaimed: { figure: `${usd('unclaimed')}+`, phrase: `more than ${usd('unclaimed')} a year`, qualifier: qualifier('unclaimed') },
  recovered: { figure: `${usd('recovered')}+`, phrase: `more than ${usd('recovered')} a year`, qualifier: qualifier('recovered') },
  splitSheet: {
    figure: `Under ${value('splitSheetMinutes')} min`,
    phrase: `under ${value('splitSheetMinutes')} minutes`,
    qualifier: qualifier('splitSheetMinutes'),
  },
  firstRegistration: {
    figure: `${value('firstRegistrationMinutes')} min`,
    phrase: `about ${value('firstRegistrationMinutes')} minutes`,
    qualifier: qualifier('firstRegistrationMinutes'),
  },
  registration: {
    figure: `${value('registrationSeconds')} sec`,
    phrase: `about ${value('registrationSeconds')} seconds`,
    qualifier: qualifier('registrationSeconds'),
  },
  members: { figure: `${value('members')}+`, phrase: `more than ${value('members')} members`, qualifier: qualifier('members') },
  rating: { figure: `${value('rating')}/5`, phrase: `${value('rating')} of 5`, qualifier: qualifier('rating') },
  accuracy: { figure: `${value('accuracy')}%`, phrase: `${value('accuracy')}%`, qualifier: qualifier('accuracy') },
} as const satisfies Record<string, Claim>;

/** The societies we register with directly, by territory. */
export const societiesCovered = facts.societiesCovered!.value as string;

/** How many tools the tool catalog holds. */
export const toolCount = value('toolCount');

/** When payouts arrive, with the conditions of the Terms. */
export const payoutCadence = `monthly, once at least ${formatUsd((price.minimumPayout!.value as number) * 100)} is owed to you and your tax documents are on file`;

type ClaimName = keyof typeof claims;

/**
 * The claims as the {tokens} writers use in data files: `{hoursSaved}` is the phrase,
 * `{hoursSavedFigure}` the tile's figure, `{hoursSavedQualifier}` whose figure it is;
 * `{payoutCadence}` when payouts arrive. Where a registration goes and which societies we cover are
 * facts themselves: {claims.perRegistration}, {claims.societiesCovered}.
 */
export const claimTokens: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    (Object.entries(claims) as [ClaimName, Claim][]).flatMap(([name, claim]) => [
      [name, claim.phrase],
      [`${name}Figure`, claim.figure],
      [`${name}Qualifier`, claim.qualifier],
    ]),
  ),
  payoutCadence,
};
