/**
 * A command's arguments read against its options: node's parseArgs splits
 * them into tokens (`--name`, `--name=value`, `-h`, `--`, positionals), and
 * each token is checked here so that a problem names the option it is about
 * (node's own strict messages suggest `-- "--bogus"` and name no command).
 */
import { parseArgs } from "node:util";
import { badInput } from "../errors";

export interface OptionSpec {
  type: "string" | "boolean";
  help: string;
}

export interface ParsedArguments {
  values: Record<string, string | boolean | undefined>;
  positionals: string[];
}

/** `args` read against `options` (plus --help / -h); a bad option is a bad input naming it and listing the options there are. */
export function readArguments(args: string[], options: Record<string, OptionSpec>): ParsedArguments {
  const known: Record<string, OptionSpec> = { ...options, help: { type: "boolean", help: "" } };
  const types = Object.fromEntries(Object.entries(known).map(([k, o]) => [k, { type: o.type, ...(k === "help" ? { short: "h" } : {}) }]));
  const { tokens } = parseArgs({ args, options: types, strict: false, allowPositionals: true, tokens: true });
  const values: ParsedArguments["values"] = {};
  const positionals: string[] = [];
  const list = () => Object.keys(known).map((k) => `--${k}`).join(", ");
  for (const t of tokens) {
    if (t.kind === "positional") positionals.push(t.value);
    // node reads the "-" of a short group ("-h-") as `--`, ending the options: a "-" there is no option at all.
    if (t.kind === "option-terminator" && args[t.index] !== "--") throw badInput(`unknown option "-" in ${quote(args[t.index])} (options: ${list()})`);
    if (t.kind !== "option") continue;
    const name = t.name;
    const spec = Object.prototype.hasOwnProperty.call(known, name) ? known[name] : undefined;
    if (!spec) throw badInput(`unknown option ${quote(t.rawName)} (options: ${list()})`);
    if (spec.type === "boolean") {
      if (t.value !== undefined) throw badInput(`${t.rawName} takes no value; got ${quote(t.value)}`);
      values[name] = true;
    } else {
      if (t.value === undefined) throw badInput(`${t.rawName} needs a value`);
      // As node's strict mode: `--version --json` is more likely a forgotten value than a version named "--json".
      if (!t.inlineValue && t.value.startsWith("-")) throw badInput(`${t.rawName} needs a value; ${quote(t.value)} looks like an option (write ${t.rawName}=${t.value} if it is the value)`);
      if (values[name] !== undefined) throw badInput(`${t.rawName} given twice`);
      values[name] = t.value;
    }
  }
  return { values, positionals };
}

/** An argument quoted for a message, its control characters shown as `?` and cut at 60 characters. */
function quote(s: string): string {
  const clean = s.replace(/[\u0000-\u001f\u007f]/g, "?");
  return `"${clean.length > 60 ? `${clean.slice(0, 60)}…` : clean}"`;
}
