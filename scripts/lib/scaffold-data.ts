/**
 * `npm run new` for the kinds a writer adds as an entry of a YAML list
 * (content/data/company/): a team member, an advisor, a job posting. The entry
 * goes at the end of the list with a prompt in every field to write; there is
 * no draft for a list entry, so the development server shows it at once and a
 * production build refuses the list until every prompt is replaced
 * (CONTENT.md, "Drafts and publishing").
 */
import { dataFiles } from '../../src/lib/collections.ts';
import { SCAFFOLD_MARKER } from '../../src/lib/publishing.ts';
import { routes } from '../../src/lib/routes.ts';

export const DATA_KINDS = ['team', 'advisor', 'job'] as const;
export type DataKind = (typeof DATA_KINDS)[number];

export interface ScaffoldInput {
  title: string;
  slug: string;
  /** YYYY-MM-DD, the build clock's day in San Diego. */
  today: string;
  /** Texts of the collection's existing files (to number the next case study), or of the list file. */
  existing: string[];
}
type Made = { text: string; where: string[]; advice: string[] };

const q = (s: string) => JSON.stringify(s);
/** A writing prompt: "Replace with …". */
export const prompt = (what: string) => `${SCAFFOLD_MARKER} ${what}`;

function advice(section: string, extra: string[] = []): string[] {
  return [
    '`npm run dev` shows it now. A production build refuses the file until every "Replace with …" prompt is replaced',
    `(CONTENT.md, "${section}"). Move the entry up or down the list to change its place on the page.`,
    ...extra,
  ];
}

const templates: Record<DataKind, { file: string; make: (input: ScaffoldInput) => Made }> = {
  team: {
    file: dataFiles.team.file,
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
      advice: advice('Team', ['Add `img` for a portrait; without one the card shows the first letter of the name.']),
    }),
  },
  advisor: {
    file: dataFiles.advisors.file,
    make: ({ title, slug }) => ({
      text: `
- id: ${slug}
  name: ${q(title)}
  bio: ${q(prompt('one or two sentences on what they bring.'))}
  socials:
    linkedin: ${q(prompt('the full address of their LinkedIn profile.'))}
`,
      where: [`${routes.team} (the advisors)`],
      advice: advice('Advisors', ['Add `img` for a portrait; without one the card shows the first letter of the name.']),
    }),
  },
  job: {
    file: dataFiles.jobs.file,
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
      advice: advice('Jobs', [`It is open for 90 days from its datePosted, ${today}; change that date to post it later.`]),
    }),
  },
};

/** The list file and template of an entry kind, or undefined for a document kind. */
export function scaffoldEntry(kind: DataKind) {
  const template = templates[kind];
  if (!template) return undefined;
  return {
    file: template.file,
    scaffold: (input: ScaffoldInput) => {
      const ids = input.existing.flatMap((text) => [...text.matchAll(/^- id: *["']?([\w-]+)/gm)].map((match) => match[1]));
      if (ids.includes(input.slug)) throw new Error(`${template.file} already has an entry "${input.slug}"; nothing was written.`);
      return template.make(input);
    },
  };
}
