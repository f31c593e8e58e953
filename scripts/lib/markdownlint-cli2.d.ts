/**
 * The part of markdownlint-cli2's API that scripts/lint-mdx.ts uses. The
 * package documents `main` in its README and JSDoc but ships no declarations.
 */
declare module 'markdownlint-cli2' {
  export interface Parameters {
    /** The command line, as its own binary takes it. */
    argv?: string[];
    logMessage?: (message: string) => void;
    logError?: (message: string) => void;
  }
  /** Runs a lint as the command would; resolves to its exit code. */
  export function main(params: Parameters): Promise<number>;
}
