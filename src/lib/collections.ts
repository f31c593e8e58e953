/**
 * The registry of content: every kind a writer edits, once. For each, the
 * collection name the content config declares, the folder or file under
 * content/, the page of an entry, the date a list
 * sorts by (which, for press releases and investor updates, also schedules an
 * entry), the name `npm run new` knows it by, and the block of CONTENT.md that
 * documents its fields.
 *
 * Read by src/content.config.ts (where each collection reads from), the
 * next-change file (src/queries/next-change.ts), the content guide (scripts/lib/field-tables.ts) and the scaffold
 * (scripts/lib/scaffold.ts). Pure: no Astro, no file system.
 */
import { investorUpdatePath, legalPath, pressPath } from './routes.ts';

/** A folder of MDX documents, one entry a file; the file name is the entry's id. */
export interface DocumentCollection {
  /** The collection's name in src/content.config.ts. */
  name: string;
  /** The folder under the project root. */
  folder: string;
  /** What one entry is called, in messages and the next-change file: "press release". */
  noun: string;
  /** The CONTENT.md block of its fields (`<!-- fields:… -->`). */
  guide: string;
  /** Where an entry lives. */
  route?: (id: string) => string;
  /** The field lists sort by, newest first, and (when `scheduled`) that publishes an entry. */
  dateField?: string;
  /** Every date field whose raw text is checked before YAML reads it (YAML rolls 2025-02-30 over to March 2). */
  dateFields: readonly string[];
  /** A date in the future keeps the entry out of a production build until that instant. */
  scheduled: boolean;
  /** `npm run new -- <scaffold> "Title"` */
  scaffold?: string;
}

/** A YAML data file under content/data/. */
export interface DataCollection {
  name: string;
  /** The file under the project root. */
  file: string;
  guide: string;
  /** A list whose entries keep the order of the file (the orderedFile loader), or one keyed entry (Astro's file loader). */
  ordered: boolean;
}

export const documents = {
  press: {
    name: 'press',
    folder: 'content/press',
    noun: 'press release',
    guide: 'press',
    route: pressPath,
    dateField: 'date',
    dateFields: ['date', 'updated'],
    scheduled: true,
    scaffold: 'press',
  },
  investorUpdates: {
    name: 'investorUpdates',
    folder: 'content/investor-updates',
    noun: 'investor update',
    guide: 'investor-updates',
    route: investorUpdatePath,
    dateField: 'date',
    dateFields: ['date', 'updated'],
    scheduled: true,
    scaffold: 'investor-update',
  },
  caseStudies: {
    name: 'caseStudies',
    folder: 'content/case-studies',
    noun: 'case study',
    guide: 'case-studies',
    dateFields: [],
    scheduled: false,
    scaffold: 'case-study',
  },
  legal: {
    name: 'legal',
    folder: 'content/legal',
    noun: 'legal document',
    guide: 'legal',
    route: legalPath,
    // The version in force and its dates come from the legal engine (src/lib/legal/timeline.ts).
    dateFields: ['effectiveDate', 'lastUpdated'],
    scheduled: false,
    scaffold: 'legal',
  },
} as const satisfies Record<string, DocumentCollection>;

const list = (name: string, group: string, file: string, guide = file): DataCollection => ({
  name,
  file: `content/data/${group}/${file}.yaml`,
  guide,
  ordered: true,
});

export const dataFiles = {
  team: list('team', 'company', 'team'),
  advisors: list('advisors', 'company', 'advisors'),
  jobs: list('jobs', 'company', 'jobs'),
  onePagerCards: list('onePagerCards', 'company', 'one-pager'),
  visuals: list('visuals', 'company', 'visuals'),
  partnerLogos: list('partnerLogos', 'marketing', 'partner-logos'),
  trustedLogos: list('trustedLogos', 'marketing', 'trusted-logos'),
  toolCatalog: list('toolCatalog', 'marketing', 'tool-catalog'),
  comparisonRows: list('comparisonRows', 'marketing', 'comparison-rows'),
  pricingFaq: list('pricingFaq', 'marketing', 'pricing-faq'),
  homeHero: { ...list('homeHero', 'marketing', 'home-hero'), ordered: false },
  features: list('features', 'product', 'features'),
  stats: list('stats', 'product', 'stats'),
  testimonials: list('testimonials', 'product', 'testimonials'),
  steps: list('steps', 'product', 'steps'),
  benefits: list('benefits', 'product', 'benefits'),
  inputMethods: list('inputMethods', 'product', 'input-methods'),
  workflows: list('workflows', 'product', 'workflows'),
  audiences: list('audiences', 'product', 'audiences'),
  societies: list('societies', 'product', 'societies'),
} as const satisfies Record<string, DataCollection>;

/** The document collections `npm run new` can start, by the name the command takes. */
export function scaffoldKinds(): { scaffold: string; collection: DocumentCollection }[] {
  return Object.values(documents as Record<string, DocumentCollection>).flatMap((collection) =>
    collection.scaffold ? [{ scaffold: collection.scaffold, collection }] : [],
  );
}
