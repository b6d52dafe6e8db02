/**
 * The CLI's help texts, wrapped to fit an 80-column terminal: the list of
 * commands (each usage, then its summary indented below it) and one
 * command's usage and options (the option's help in a column after the
 * longest option name).
 */
import type { OptionSpec } from "./arguments";

export const WIDTH = 80;

export interface CommandHelp {
  usage: string;
  summary: string;
  options: Record<string, OptionSpec>;
}

/**
 * `text` in lines of at most `width` characters, broken at spaces but never
 * inside a [bracketed group] (an option and its value stay together), every
 * line after the first starting with `indent`.
 */
export function wrap(text: string, width: number, indent = "", first = ""): string[] {
  const lines: string[] = [];
  let line = first;
  for (const word of text.match(/\[[^\]]*\]|\S+/g) ?? []) {
    const start = lines.length === 0 ? first : indent;
    if (line.length > start.length && line.length + 1 + word.length > width) {
      lines.push(line);
      line = indent + word;
    } else {
      line += (line.length > start.length ? " " : "") + word;
    }
  }
  lines.push(line);
  return lines;
}

export function generalHelp(commands: CommandHelp[]): string {
  return [
    "crkb: the Magic: The Gathering Comprehensive Rules knowledge base",
    "",
    "Commands:",
    ...commands.flatMap((c) => [...wrap(c.usage, WIDTH, "        ", "  "), ...wrap(c.summary, WIDTH, "      ", "      ")]),
    "",
    ...wrap(
      "Every command reads the embedded seed corpus plus the releases imported into the data directory (--data DIR, $CRKB_DATA, or ./data). `crkb COMMAND --help` for its options.",
      WIDTH,
    ),
    "Exit codes: 0 success, 1 not found, 2 bad usage or bad input.",
  ].join("\n");
}

export function commandHelp(c: CommandHelp): string {
  const names = Object.entries(c.options).map(([k, o]) => [`  --${k}${o.type === "string" ? " VALUE" : ""}`, o.help]);
  names.push(["  --help, -h", "this help"]);
  const column = Math.max(...names.map(([n]) => n.length)) + 2;
  const pad = " ".repeat(column);
  const opts = names.flatMap(([n, help]) => wrap(help, WIDTH, pad, n.padEnd(column)));
  return [...wrap(c.usage, WIDTH, "         ", "usage: "), "", ...wrap(c.summary, WIDTH), "", "Options:", ...opts].join("\n");
}
