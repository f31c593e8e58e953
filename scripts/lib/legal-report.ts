/**
 * Presenting a legal diff: readable terminal text, Markdown for a
 * pull-request comment, or JSON for tools.
 */
import type { Op } from '../../src/lib/text-diff.ts';
import type { DocReport, Finding } from './legal-compare.ts';

export type Format = 'text' | 'md' | 'json';

const STATUS_LABEL: Record<DocReport['status'], string> = {
  unchanged: 'unchanged',
  'source-only': 'source only (the file changed, the visible text did not)',
  'render-only': 'render only (the visible text changed, the file did not)',
  visible: 'visible change',
  added: 'new document',
  removed: 'document removed',
};

function words(ops: Op<string>[], del: (s: string) => string, add: (s: string) => string): string {
  const out: string[] = [];
  for (let i = 0; i < ops.length; ) {
    const kind = ops[i].kind;
    const run: string[] = [];
    while (i < ops.length && ops[i].kind === kind) run.push(ops[i++].value);
    const text = run.join(' ');
    out.push(kind === 'same' ? text : kind === 'del' ? del(text) : add(text));
  }
  return out.join(' ');
}

export function formatText(reports: DocReport[], baseLabel: string, headLabel: string): string {
  const lines = [`Legal documents: ${baseLabel} → ${headLabel}`, ''];
  for (const r of reports) {
    const counts = r.status === 'unchanged' || r.status === 'source-only' ? '' : `  +${r.wordsAdded} −${r.wordsRemoved} words`;
    lines.push(`${r.file}: ${STATUS_LABEL[r.status]}${counts}`);
    for (const f of r.frontmatter) lines.push(`  ${f.field}: ${f.before || '∅'} → ${f.after || '∅'}`);
    if (r.anchorsAdded.length && r.status !== 'added') lines.push(`  anchors added: ${r.anchorsAdded.map((a) => `#${a}`).join(' ')}`);
    if (r.anchorsRemoved.length) lines.push(`  anchors removed: ${r.anchorsRemoved.map((a) => `#${a}`).join(' ')}`);
    for (const s of r.sections) {
      const renamed = s.renamedFrom ? ` (was #${s.renamedFrom})` : '';
      lines.push(`  § ${s.title || '(before the first heading)'} #${s.id}${renamed}: ${s.kind}`);
      for (const b of s.blocks) {
        if (b.kind === 'add') lines.push(`    + ${b.after}`);
        else if (b.kind === 'del') lines.push(`    - ${b.before}`);
        else
          lines.push(
            `    ~ ${words(
              b.words ?? [],
              (t) => `[-${t}-]`,
              (t) => `{+${t}+}`,
            )}`,
          );
      }
    }
    lines.push('');
  }
  return lines.join('\n');
}

const mdEscape = (s: string) => s.replace(/[|<>*_`~[\]]/g, (c) => `\\${c}`);

export function formatMarkdown(reports: DocReport[], baseLabel: string, headLabel: string): string {
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
  for (const r of reports.filter((x) => x.sections.length || x.anchorsRemoved.length || x.frontmatter.length)) {
    lines.push('', `#### \`${r.file}\`: ${STATUS_LABEL[r.status]}`, '');
    for (const f of r.frontmatter) lines.push(`- **${f.field}**: ${mdEscape(f.before || '∅')} → ${mdEscape(f.after || '∅')}`);
    if (r.anchorsRemoved.length) lines.push(`- **Anchors removed**: ${r.anchorsRemoved.map((a) => `\`#${a}\``).join(', ')}`);
    if (r.anchorsAdded.length && r.status !== 'added')
      lines.push(`- **Anchors added**: ${r.anchorsAdded.map((a) => `\`#${a}\``).join(', ')}`);
    for (const s of r.sections) {
      lines.push(
        '',
        `**§ ${mdEscape(s.title || 'Introduction')}** (\`#${s.id}\`${s.renamedFrom ? `, was \`#${s.renamedFrom}\`` : ''}): ${s.kind}`,
        '',
      );
      for (const b of s.blocks) {
        if (b.kind === 'add') lines.push(`- <ins>${mdEscape(b.after ?? '')}</ins>`);
        else if (b.kind === 'del') lines.push(`- <del>${mdEscape(b.before ?? '')}</del>`);
        else
          lines.push(
            `- ${words(
              b.words ?? [],
              (t) => `<del>${mdEscape(t)}</del>`,
              (t) => `<ins>${mdEscape(t)}</ins>`,
            )}`,
          );
      }
    }
  }
  return `${lines.join('\n')}\n`;
}

export function formatReports(format: Format, reports: DocReport[], baseLabel: string, headLabel: string): string {
  if (format === 'json') return `${JSON.stringify({ base: baseLabel, head: headLabel, documents: reports }, null, 2)}\n`;
  if (format === 'md') return formatMarkdown(reports, baseLabel, headLabel);
  return formatText(reports, baseLabel, headLabel);
}

export function formatFindings(findings: Finding[]): string {
  return findings.map((f) => `${f.level === 'error' ? 'error' : 'warning'}: ${f.file}: ${f.field}: ${f.message}`).join('\n');
}
