/**
 * The GitHub Actions workflows in .github/workflows, read as GitHub reads
 * them, for the structure tests: parsed YAML, and the `if:` conditions of jobs
 * and steps evaluated for a given event. The evaluator knows the part of
 * GitHub's expression language the workflows use (contexts, string and
 * boolean literals, `==`, `!=`, `!`, `&&`, `||`, parentheses and the status
 * functions) and throws on anything else, so a condition it cannot judge
 * fails the test instead of passing it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { projectRoot } from './fixture-project';

export interface Step {
  id?: string;
  name?: string;
  if?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
  'continue-on-error'?: boolean;
}

export interface Job {
  name?: string;
  needs?: string | string[];
  if?: string;
  'runs-on': string;
  env?: Record<string, string>;
  outputs?: Record<string, string>;
  environment?: string | { name: string; url?: string };
  concurrency?: { group: string; 'cancel-in-progress'?: boolean | string };
  steps: Step[];
}

export interface Workflow {
  file: string;
  text: string;
  name: string;
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  concurrency?: { group: string; 'cancel-in-progress'?: boolean | string };
  jobs: Record<string, Job>;
}

export const workflowDir = join(projectRoot, '.github/workflows');

export function workflowFiles(): string[] {
  return readdirSync(workflowDir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => join(workflowDir, name));
}

export function loadWorkflow(file: string): Workflow {
  const text = readFileSync(file, 'utf8');
  return { file, text, ...(parse(text) as Omit<Workflow, 'file' | 'text'>) };
}

export const needsOf = (job: Job): string[] => (job.needs === undefined ? [] : [job.needs].flat());

// ---------------------------------------------------------------------------
// Expressions

type Value = string | number | boolean | null | Record<string, unknown>;

/** What an expression can see: the contexts (github, needs, steps, vars…) and the status functions' answers. */
export interface ExpressionContext {
  contexts: Record<string, unknown>;
  status: { success: boolean; failure: boolean; cancelled?: boolean };
}

const STATUS_FUNCTIONS = ['success', 'failure', 'cancelled', 'always'];

function tokenize(source: string): string[] {
  const tokens: string[] = [];
  const pattern = /\s*(?:('(?:[^']|'')*')|(==|!=|&&|\|\||[!()])|([A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)*(?:\(\))?))/y;
  let index = 0;
  while (index < source.length) {
    if (/^\s*$/.test(source.slice(index))) break;
    pattern.lastIndex = index;
    const match = pattern.exec(source);
    if (!match) throw new Error(`expression not understood at "${source.slice(index)}" in: ${source}`);
    tokens.push((match[1] ?? match[2] ?? match[3])!);
    index = pattern.lastIndex;
  }
  return tokens;
}

const truthy = (value: Value) => !(value === false || value === null || value === 0 || value === '' || Number.isNaN(value));

/** GitHub's loose equality: strings compare ignoring case, other types are compared as numbers. */
function equals(a: Value, b: Value): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a.toLowerCase() === b.toLowerCase();
  if (typeof a === typeof b && typeof a !== 'object') return a === b;
  const number = (v: Value) =>
    v === null ? 0 : typeof v === 'boolean' ? Number(v) : typeof v === 'string' ? (v.trim() === '' ? 0 : Number(v)) : Number.NaN;
  return number(a) === number(b);
}

function lookup(path: string, contexts: Record<string, unknown>): Value {
  let value: unknown = contexts;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return null;
    value = (value as Record<string, unknown>)[key];
  }
  return (value ?? null) as Value;
}

/** The value of an expression (with or without `${{ }}`). */
export function evaluate(expression: string, context: ExpressionContext): Value {
  const source = expression.trim().replace(/^\$\{\{([\s\S]*)\}\}$/, '$1');
  const tokens = tokenize(source);
  let position = 0;
  const peek = () => tokens[position];
  const take = (expected?: string) => {
    const token = tokens[position++];
    if (expected !== undefined && token !== expected) throw new Error(`expected "${expected}" in: ${source}`);
    return token;
  };
  const primary = (): Value => {
    const token = take();
    if (token === undefined) throw new Error(`unexpected end of: ${source}`);
    if (token === '(') {
      const value = or();
      take(')');
      return value;
    }
    if (token === '!') return !truthy(primary());
    if (token.startsWith("'")) return token.slice(1, -1).replace(/''/g, "'");
    if (token === 'true' || token === 'false') return token === 'true';
    if (token === 'null') return null;
    if (token.endsWith('()')) {
      const name = token.slice(0, -2);
      if (name === 'always') return true;
      if (name === 'success') return context.status.success;
      if (name === 'failure') return context.status.failure;
      if (name === 'cancelled') return context.status.cancelled ?? false;
      throw new Error(`function ${name}() is not supported by the test's evaluator: ${source}`);
    }
    return lookup(token, context.contexts);
  };
  const comparison = (): Value => {
    const left = primary();
    const op = peek();
    if (op === '==' || op === '!=') {
      take();
      const right = primary();
      return op === '==' ? equals(left, right) : !equals(left, right);
    }
    return left;
  };
  const and = (): Value => {
    let value = comparison();
    while (peek() === '&&') {
      take();
      const right = comparison();
      value = truthy(value) ? right : value;
    }
    return value;
  };
  function or(): Value {
    let value = and();
    while (peek() === '||') {
      take();
      const right = and();
      value = truthy(value) ? value : right;
    }
    return value;
  }
  const value = or();
  if (position !== tokens.length) throw new Error(`unexpected "${tokens[position]}" in: ${source}`);
  return value;
}

/**
 * Whether a job or step with this `if:` runs. As on GitHub, a condition
 * without a status function only applies once everything before succeeded.
 */
export function runs(condition: string | undefined, context: ExpressionContext): boolean {
  if (condition === undefined) return context.status.success;
  const source = condition.replace(/^\$\{\{([\s\S]*)\}\}$/, '$1');
  const hasStatus = STATUS_FUNCTIONS.some((name) => new RegExp(`\\b${name}\\(\\)`).test(source));
  return truthy(evaluate(source, context)) && (hasStatus || context.status.success);
}

export type JobResult = 'success' | 'failure' | 'skipped';

/**
 * Which jobs of a workflow run for an event, in the order of their `needs`.
 * `results` says how a job that runs ends (default: success) and `outputs`
 * what it outputs. A job's status functions look at every job it depends on,
 * directly or not: on GitHub, a skipped job further up skips the jobs below
 * unless their condition says otherwise.
 */
export function simulateJobs(
  workflow: Workflow,
  github: Record<string, unknown>,
  options: { results?: Record<string, JobResult>; outputs?: Record<string, Record<string, string>>; vars?: Record<string, string> } = {},
): Record<string, JobResult> {
  const results: Record<string, JobResult> = {};
  const ancestors = (name: string): string[] => needsOf(workflow.jobs[name]!).flatMap((need) => [need, ...ancestors(need)]);
  const pending = Object.keys(workflow.jobs);
  while (pending.length) {
    const index = pending.findIndex((name) => needsOf(workflow.jobs[name]!).every((need) => need in results));
    if (index < 0) throw new Error(`${workflow.file}: the jobs' needs form a cycle or name a missing job`);
    const [name] = pending.splice(index, 1) as [string];
    const job = workflow.jobs[name]!;
    const above = ancestors(name).map((need) => results[need]);
    const needs = Object.fromEntries(
      needsOf(job).map((need) => [
        need,
        { result: results[need], outputs: results[need] === 'success' ? (options.outputs?.[need] ?? {}) : {} },
      ]),
    );
    const context: ExpressionContext = {
      contexts: { github, needs, vars: options.vars ?? {} },
      status: { success: above.every((result) => result === 'success'), failure: above.includes('failure') },
    };
    results[name] = runs(job.if, context) ? (options.results?.[name] ?? 'success') : 'skipped';
  }
  return results;
}
