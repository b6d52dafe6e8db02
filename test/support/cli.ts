/**
 * Runs the `crkb` command line in process for the CLI tests, capturing what
 * it prints and its exit code.
 */
import { run } from "../../src/cli/main";

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export async function crkb(...argv: string[]): Promise<CliResult> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await run(argv, { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, stdout: out.join("\n"), stderr: err.join("\n") };
}
