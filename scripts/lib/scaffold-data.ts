/**
 * `npm run new` for the kinds a writer adds as an entry of a YAML list
 * (content/data/company/): a team member, an advisor, a job posting. The entry
 * goes at the end of the list with a prompt in every field to write; there is
 * no draft for a list entry, so the development server shows it at once and a
 * production build refuses the list until every prompt is replaced
 * (CONTENT.md, "Drafts and publishing").
 */
import { type DataCollection, type DocumentCollection, dataFiles } from '../../src/lib/collections.ts';
import { SCAFFOLD_MARKER } from '../../src/lib/publishing.ts';
import { routes } from '../../src/lib/routes.ts';

export interface ScaffoldInput {
  title: string;
  slug: string;
  /** YYYY-MM-DD, the build clock's day in San Diego. */
  today: string;
  /** Texts of the collection's existing files (to number the next case study), or of the list file. */
  existing: string[];
}

/** What a kind's template writes: its text, where it appears, and what is particular to it. */
interface Made {
  text: string;
  where: string[];
  /** The file name or entry id, when it is not the title's slug. */
  slug?: string;
  /** A list entry's CONTENT.md section. */
  section?: string;
  /** Advice for this kind alone, after the advice every file or every entry gets. */
  advice?: string[];
}

export interface Template<C extends DocumentCollection | DataCollection = DocumentCollection | DataCollection> {
  collection: C;
  make: (input: ScaffoldInput) => Made;
}

const q = (s: string) => JSON.stringify(s);
/** A writing prompt: "Replace with …". */
export const prompt = (what: string) => `${SCAFFOLD_MARKER} ${what}`;

const PORTRAIT = 'Add `img` for a portrait; without one the card shows the first letter of the name.';

export const entryTemplates = {
  team: {
    collection: dataFiles.team,
    make: ({ title, slug }) => ({
      text: `
- id: ${slug}
  name: ${q(title)}
  title: ${q(prompt('their job title.'))}
  bio: ${q(prompt('one or two sentences on who they are and what they do at Refrain.'))}
  socials:
    linkedin: ${q(prompt('the full address of their LinkedIn profile.'))}
`,
      where: [`${routes.team} (the team page)`, 'the home page team section, if among the first four'],
      section: 'Team',
      advice: [PORTRAIT],
    }),
  },
  advisor: {
    collection: dataFiles.advisors,
    make: ({ title, slug }) => ({
      text: `
- id: ${slug}
  name: ${q(title)}
  bio: ${q(prompt('one or two sentences on what they bring.'))}
  socials:
    linkedin: ${q(prompt('the full address of their LinkedIn profile.'))}
`,
      where: [`${routes.team} (the advisors)`],
      section: 'Advisors',
      advice: [PORTRAIT],
    }),
  },
  job: {
    collection: dataFiles.jobs,
    make: ({ title, slug, today }) => ({
      text: `
- id: ${slug}
  title: ${q(title)}
  meta: ${q(prompt('one line under the title, like Equity-only · Remote · Pacific Time.'))}
  employmentType: ${q(prompt('FULL_TIME, PART_TIME, INTERN or CONTRACTOR.'))}
  datePosted: ${today}
  summary: ${q(prompt('two or three sentences on the role: what the person will own and why it matters to music creators.'))}
  responsibilities:
    - ${q(prompt('what the person will do, one item a line.'))}
    - ${q(prompt('a second responsibility.'))}
    - ${q(prompt('a third responsibility.'))}
  requirements:
    - ${q(prompt('what we look for, one item a line.'))}
    - ${q(prompt('a second requirement.'))}
    - ${q(prompt('a third requirement.'))}
`,
      where: [`${routes.careers} (the open roles)`],
      section: 'Jobs',
      advice: [`It is open for 90 days from its datePosted, ${today}; change that date to post it later.`],
    }),
  },
} satisfies Record<string, Template<DataCollection>>;
