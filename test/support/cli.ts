/**
 * Runs the `crkb` command line in process for the CLI tests, capturing what
 * it prints and its exit code.
 */
import { execFileSync } from "node:child_process";
import { join, resolve } from "node:path";
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

const ROOT = resolve(__dirname, "..", "..");

/**
 * `crkb ARGS…` from src/ in a child process (through tsx), with `input` on a
 * real standard input: for `-` arguments, which the in-process runner cannot
 * feed. `dataDir` is the data directory it sees.
 */
export function crkbWithStdin(input: string, dataDir: string, ...argv: string[]): CliResult {
  const script = `require(${JSON.stringify(join(ROOT, "src", "cli", "main.ts"))}).run(${JSON.stringify(argv)}, {
    out: (t) => process.stdout.write(t + "\\n"), err: (t) => process.stderr.write(t + "\\n") }).then((c) => { process.exitCode = c; });`;
  try {
    const stdout = execFileSync(process.execPath, [join(ROOT, "node_modules", "tsx", "dist", "cli.mjs"), "-e", script], {
      cwd: ROOT, input, env: { ...process.env, CRKB_DATA: dataDir }, encoding: "utf8", stdio: ["pipe", "pipe", "pipe"], timeout: 30_000,
    });
    return { code: 0, stdout, stderr: "" };
  } catch (e) {
    const x = e as { status: number; stdout: string; stderr: string };
    return { code: x.status, stdout: x.stdout, stderr: x.stderr };
  }
}
