/**
 * Presenting a legal diff (`npm run legal:diff`): readable terminal text,
 * Markdown for the pull-request comment, or JSON for tools.
 */
import type { Comparison, DocReport } from './compare.ts';
import { wordRuns, type RedlineSection } from './redline.ts';

export type Format = 'text' | 'md' | 'json';

const STATUS_LABEL: Record<DocReport['status'], string> = {
  unchanged: 'unchanged',
  'source-only': 'source only (the file changed, the visible text did not)',
  'render-only': 'render only (the visible text changed, the file did not)',
  visible: 'visible change',
  added: 'new document',
  removed: 'document removed',
};

/** An edited block's words, runs of deleted and inserted words marked. */
function markWords(block: RedlineSection['blocks'][number], del: (s: string) => string, add: (s: string) => string): string {
  return wordRuns(block.words ?? [])
    .map((run) => (run.kind === 'same' ? run.text : run.kind === 'del' ? del(run.text) : add(run.text)))
    .join(' ');
}

function textSections(sections: readonly RedlineSection[], indent: string): string[] {
  const lines: string[] = [];
  for (const s of sections) {
    const renamed = s.renamedFrom ? ` (was #${s.renamedFrom.id})` : '';
    lines.push(`${indent}§ ${s.title || '(before the first heading)'} #${s.id}${renamed}: ${s.status}`);
    for (const b of s.blocks) {
      if (b.kind === 'add') lines.push(`${indent}  + ${b.after}`);
      else if (b.kind === 'del') lines.push(`${indent}  - ${b.before}`);
      else if (b.kind === 'edit')
        lines.push(
          `${indent}  ~ ${markWords(
            b,
            (t) => `[-${t}-]`,
            (t) => `{+${t}+}`,
          )}`,
        );
    }
  }
  return lines;
}

const counts = (c: Comparison) => `+${c.wordsAdded} −${c.wordsRemoved} words`;

export function formatText(reports: readonly DocReport[], baseLabel: string, headLabel: string): string {
  const lines = [`Legal documents: ${baseLabel} → ${headLabel}`, ''];
  for (const r of reports) {
    const words = r.status === 'unchanged' || r.status === 'source-only' ? '' : `  ${counts(r)}`;
    lines.push(`${r.file}: ${STATUS_LABEL[r.status]}${words}`);
    if (r.facts.length) lines.push(`  shared facts changed (content/facts.yaml): ${r.facts.join(', ')}`);
    for (const f of r.frontmatter) lines.push(`  ${f.field}: ${f.before || '∅'} → ${f.after || '∅'}`);
    if (r.anchorsAdded.length && r.status !== 'added') lines.push(`  anchors added: ${r.anchorsAdded.map((a) => `#${a}`).join(' ')}`);
    if (r.anchorsRemoved.length) lines.push(`  anchors removed: ${r.anchorsRemoved.map((a) => `#${a}`).join(' ')}`);
    lines.push(...textSections(r.sections, '  '));
    if (r.fromInForce) {
      lines.push(`  Against version ${r.fromInForce.version}, the version in force today: ${counts(r.fromInForce)}`);
      lines.push(...textSections(r.fromInForce.sections, '    '));
    }
    lines.push('');
  }
  return lines.join('\n');
}

const mdEscape = (s: string) => s.replace(/[|<>*_`~[\]]/g, (c) => `\\${c}`);

function markdownSections(sections: readonly RedlineSection[]): string[] {
  const lines: string[] = [];
  for (const s of sections) {
    lines.push(
      '',
      `**§ ${mdEscape(s.title || 'Introduction')}** (\`#${s.id}\`${s.renamedFrom ? `, was \`#${s.renamedFrom.id}\`` : ''}): ${s.status}`,
      '',
    );
    for (const b of s.blocks) {
      if (b.kind === 'add') lines.push(`- <ins>${mdEscape(b.after ?? '')}</ins>`);
      else if (b.kind === 'del') lines.push(`- <del>${mdEscape(b.before ?? '')}</del>`);
      else if (b.kind === 'edit')
        lines.push(
          `- ${markWords(
            b,
            (t) => `<del>${mdEscape(t)}</del>`,
            (t) => `<ins>${mdEscape(t)}</ins>`,
          )}`,
        );
    }
  }
  return lines;
}

export function formatMarkdown(reports: readonly DocReport[], baseLabel: string, headLabel: string): string {
  const lines = [
    `### What visitors will see change in the legal documents`,
    '',
    `Comparing \`${baseLabel}\` with \`${headLabel}\`.`,
    '',
    '| Document | Change | Words | Sections | Version | Last updated |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const r of reports) {
    const field = (name: string) => {
      const f = r.frontmatter.find((x) => x.field === name);
      return f ? `${f.before || '∅'} → ${f.after}` : '';
    };
    lines.push(
      `| \`${r.id}\` | ${STATUS_LABEL[r.status]} | +${r.wordsAdded} −${r.wordsRemoved} | ${r.sections.length} | ${field('version')} | ${field('lastUpdated')} |`,
    );
  }
  for (const r of reports.filter((x) => x.sections.length || x.anchorsRemoved.length || x.frontmatter.length || x.fromInForce)) {
    lines.push('', `#### \`${r.file}\`: ${STATUS_LABEL[r.status]}`, '');
    for (const f of r.frontmatter) lines.push(`- **${f.field}**: ${mdEscape(f.before || '∅')} → ${mdEscape(f.after || '∅')}`);
    if (r.anchorsRemoved.length) lines.push(`- **Anchors removed**: ${r.anchorsRemoved.map((a) => `\`#${a}\``).join(', ')}`);
    if (r.anchorsAdded.length && r.status !== 'added')
      lines.push(`- **Anchors added**: ${r.anchorsAdded.map((a) => `\`#${a}\``).join(', ')}`);
    lines.push(...markdownSections(r.sections));
    if (r.fromInForce) {
      lines.push('', `##### Against version ${r.fromInForce.version}, the version in force today (${counts(r.fromInForce)})`);
      lines.push(...markdownSections(r.fromInForce.sections));
    }
  }
  return `${lines.join('\n')}\n`;
}

export function formatReports(format: Format, reports: readonly DocReport[], baseLabel: string, headLabel: string): string {
  if (format === 'json') return `${JSON.stringify({ base: baseLabel, head: headLabel, documents: reports }, null, 2)}\n`;
  if (format === 'md') return formatMarkdown(reports, baseLabel, headLabel);
  return formatText(reports, baseLabel, headLabel);
}
