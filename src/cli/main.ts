/**
 * The `crkb` command line. Each command is a row of COMMANDS (usage, help,
 * options, run); the runner parses arguments, opens the knowledge base and
 * maps errors to SPEC.md's exit codes: 0 success, 1 not found, 2 bad usage
 * or bad input, always with a message on stderr and never a stack trace.
 */
import { join } from "node:path";
import { CrkbError, badInput } from "../errors";
import { importRelease, MAX_RELEASE_BYTES, openKnowledgeBase, resolveDataDir, scenarioFiles, type KnowledgeBase, type ScenarioResult } from "../knowledge-base";
import { DEFAULT_LIMIT, MAX_LIMIT } from "../types";
import { DEFAULT_RATE_LIMIT } from "../server/protection";
import { readArguments, type OptionSpec } from "./arguments";
import { formatAnswer, formatDiff, formatHistory, formatQuery, formatRule, formatScenarios, formatSearch, formatVersions } from "./format";
import { commandHelp, generalHelp } from "./help";
import { checkFile, readInput } from "./input";

interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
}

type Values = Record<string, string | boolean | undefined>;

interface Command {
  usage: string;
  summary: string;
  options: Record<string, OptionSpec>;
  /** Number of positional arguments: [min, max]. */
  args: [number, number];
  run: (args: string[], values: Values, io: Io) => Promise<number> | number;
}

const DATA = { type: "string" as const, help: "data directory of imported releases (default: $CRKB_DATA or ./data)" };
const NO_ARCHIVE = { type: "boolean" as const, help: "leave out the releases shipped in rules/releases/: only the seeds and the data directory's releases" };
const JSON_OPT = { type: "boolean" as const, help: "print the same JSON objects as the HTTP API" };
const VERSION = { type: "string" as const, help: "a loaded version id (see `crkb versions`); default: the newest text" };

function open(values: Values, io: Io): KnowledgeBase {
  // Building the release store (first use, or after an import) takes seconds: say what it does.
  const kb = openKnowledgeBase({
    dataDir: values.data as string | undefined,
    archive: values["no-archive"] !== true,
    progress: (m) => io.err(`crkb: ${m}`),
  });
  for (const w of kb.warnings) io.err(`warning: ${w}`);
  return kb;
}

/** Questions, states, queries and scenario files are at most this many bytes, as on the server. */
const MAX_JSON = 1024 * 1024;

/** A FILE argument: `-` is standard input. */
function source(file: string): { from: string | 0; name: string } {
  return file === "-" ? { from: 0, name: "standard input" } : { from: file, name: file };
}

function readJson(file: string): unknown {
  const { from, name } = source(file);
  const text = readInput(from, name, MAX_JSON);
  try {
    return JSON.parse(text);
  } catch (e) {
    throw badInput(`${name}: not JSON: ${(e as Error).message}`);
  }
}

function readText(file: string): string {
  const { from, name } = source(file);
  return readInput(from, name, MAX_JSON);
}

/**
 * A whole-number setting from its option, else its environment variable,
 * else its default; a bad value is refused naming where it came from.
 */
function integerSetting(values: Values, option: string, env: string, fallback: number, [min, max]: [number, number], what: string): number {
  const [from, raw] = values[option] !== undefined ? [`--${option}`, String(values[option])]
    : process.env[env] !== undefined ? [`$${env}`, process.env[env]!] : [null, String(fallback)];
  const n = raw.trim() === "" ? NaN : Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw badInput(`${from} "${raw.slice(0, 40)}" is not ${what} (${min}-${max})`);
  return n;
}

function print(io: Io, values: Values, value: unknown, human: () => string): number {
  io.out(values.json ? JSON.stringify(value, null, 2) : human());
  return 0;
}

export const COMMANDS: Record<string, Command> = {
  rule: {
    usage: "crkb rule NUMBER [--version V] [--json]",
    summary: "the paragraph, its examples, children and references",
    options: { version: VERSION, json: JSON_OPT, data: DATA },
    args: [1, 1],
    run: ([number], values, io) => {
      const r = open(values, io).rule(number, values.version as string | undefined);
      return print(io, values, r, () => formatRule(r));
    },
  },
  search: {
    usage: "crkb search QUERY... [--limit N] [--version V] [--json]",
    summary: "ranked paragraphs and glossary entries, in the rules' words or a judge's",
    options: {
      limit: { type: "string", help: `how many results (1-${MAX_LIMIT}, default ${DEFAULT_LIMIT})` },
      version: { type: "string", help: "search one loaded version (see `crkb versions`), or `all` for every release; default: the newest text" },
      json: JSON_OPT,
      data: DATA,
    },
    args: [1, 64],
    run: (words, values, io) => {
      const limit = values.limit === undefined ? undefined : Number(values.limit);
      if (limit !== undefined && !Number.isInteger(limit)) throw badInput(`--limit "${values.limit}" is not a whole number`);
      const r = open(values, io).search(words.join(" "), { limit, version: values.version as string | undefined });
      print(io, values, r, () => formatSearch(r));
      return r.total === 0 ? 1 : 0;
    },
  },
  history: {
    usage: "crkb history NUMBER [--json]",
    summary: "every version of a paragraph: added, edited, moved/renumbered, removed",
    options: { json: JSON_OPT, data: DATA },
    args: [1, 1],
    run: ([number], values, io) => {
      const h = open(values, io).history(number);
      return print(io, values, h, () => formatHistory(h));
    },
  },
  diff: {
    usage: "crkb diff FROM TO [--json]",
    summary: "what changed between two versions, in rule order with each text; renumbered paragraphs as moves",
    options: { json: JSON_OPT, data: DATA },
    args: [2, 2],
    run: ([from, to], values, io) => {
      const kb = open(values, io);
      const d = kb.diff(from, to);
      return print(io, values, d, () => formatDiff(d, (v, n) => kb.db.paragraphText(v, n)?.text ?? null));
    },
  },
  versions: {
    usage: "crkb versions [--json]",
    summary: "the loaded versions with their dates and counts",
    options: { json: JSON_OPT, data: DATA },
    args: [0, 0],
    run: (_args, values, io) => {
      const vs = open(values, io).versions();
      return print(io, values, vs, () => formatVersions(vs));
    },
  },
  import: {
    usage: "crkb import FILE... [--data DIR] [--problems]",
    summary: "add official CR releases (MagicCompRules YYYYMMDD.txt) to the data directory",
    options: { data: DATA, problems: { type: "boolean", help: "list every typo, repair and skipped range the parser noted" }, json: JSON_OPT },
    args: [1, 64],
    run: (files, values, io) => {
      const dataDir = resolveDataDir(values.data as string | undefined);
      const results = [];
      // Every file is looked at before any is read: a missing or oversized one is refused before the others are imported.
      for (const file of files) {
        // The import reads a file whole: a device or a pipe (/dev/zero) has no size to check first.
        if (!checkFile(file, MAX_RELEASE_BYTES)) throw badInput(`${file}: not a regular file; import reads release files`);
      }
      for (const file of files) {
        io.err(`reading ${file} ...`);
        const r = importRelease(file, dataDir);
        const v = r.version;
        const numbered = v.paragraphs.filter((p) => p.kind !== "part").length;
        const noted = v.problems.filter((p) => p.kind !== "skipped");
        results.push({ file, id: v.id, outcome: r.outcome, paragraphs: numbered, glossary: v.glossary.length, problems: v.problems });
        if (!values.json) {
          io.out(`${r.outcome === "unchanged" ? "already imported" : r.outcome}: ${v.id} "${v.title}" from ${file}: ${numbered} numbered paragraphs, ${v.glossary.length} glossary entries, ${noted.length} notes (${r.path}${v.encoding ? `; read as ${v.encoding}` : ""})`);
          const shown = values.problems ? v.problems : noted.slice(0, 10);
          for (const p of shown) io.out(`  line ${p.line}: ${p.kind}: ${p.message}`);
          if (!values.problems && noted.length > shown.length) io.out(`  ... ${noted.length - shown.length} more; --problems lists them all`);
        }
      }
      if (values.json) io.out(JSON.stringify(results, null, 2));
      return 0;
    },
  },
  ask: {
    usage: "crkb ask FILE.json [--json]",
    summary: "answer a question about a game state (functions, can-play, triggers, targets, run), citing the rules (FILE - reads stdin)",
    options: { json: JSON_OPT, data: DATA },
    args: [1, 1],
    run: async ([file], values, io) => {
      const question = readJson(file);
      const answer = open(values, io).ask(question) as Record<string, unknown>;
      return print(io, values, answer, () => formatAnswer(answer));
    },
  },
  query: {
    usage: "crkb query FILE.edn [--version V] [--state STATE.json] [--args JSON] [--rules RULES.edn] [--json]",
    summary: "run a read-only Datalog query over the rules facts (and a game state's), with a time limit (FILE - reads stdin)",
    options: {
      version: { type: "string", help: "query only this version's rules facts (see `crkb versions`)" },
      state: { type: "string", help: "a game state JSON file (SPEC.md) to add as facts" },
      args: { type: "string", help: "a JSON list of the values bound by :in after $ (and %)" },
      rules: { type: "string", help: "a file with the query's own rules, [[(name ?a) clause …] …]" },
      json: JSON_OPT,
      data: DATA,
    },
    args: [1, 1],
    run: async ([file], values, io) => {
      const query = readText(file);
      const input: Record<string, unknown> = { query };
      if (values.version !== undefined) input.version = values.version;
      if (values.state !== undefined) input.state = readJson(values.state as string);
      if (values.rules !== undefined) input.rules = readText(values.rules as string);
      if (values.args !== undefined) {
        try {
          input.args = JSON.parse(values.args as string);
        } catch (e) {
          throw badInput(`--args: not JSON: ${(e as Error).message}`);
        }
      }
      const kb = open(values, io);
      try {
        const answer = await kb.query(input);
        return print(io, values, answer, () => formatQuery(answer));
      } finally {
        await kb.close();
      }
    },
  },
  scenarios: {
    usage: "crkb scenarios [PATH...] [--json]",
    summary: "run scenario files (a state, questions and expected answers); default: test/scenarios",
    options: { json: JSON_OPT, data: DATA },
    args: [0, 256],
    run: async (paths, values, io) => {
      const kb = open(values, io);
      const files = await scenarioFiles(paths.length ? paths : [join("test", "scenarios")]);
      if (files.length === 0) throw badInput(`no scenario files (*.json) in ${paths.join(", ") || "test/scenarios"}`);
      for (const f of files) checkFile(f, MAX_JSON);
      const results: ScenarioResult[] = [];
      for (const f of files) results.push(await kb.runScenarioFile(f));
      const failed = results.filter((r) => !r.passed);
      print(io, values, results, () => formatScenarios(results));
      return failed.length ? 1 : 0;
    },
  },
  "export-site": {
    usage: "crkb export-site DIR [--no-archive]",
    summary: "write the whole site as static files, with client-side search, for any static host",
    options: { data: DATA, "no-archive": NO_ARCHIVE },
    args: [1, 1],
    run: async ([dir], values, io) => {
      const kb = open(values, io);
      const { exportSite } = await import("../site/export-site");
      const r = exportSite(kb, dir, (m) => io.err(`crkb: ${m}`));
      io.out(`wrote ${r.pages} pages (${(r.bytes / 1e6).toFixed(1)} MB) to ${r.dir} in ${(r.ms / 1000).toFixed(1)} s`);
      return 0;
    },
  },
  serve: {
    usage: "crkb serve [--port P] [--host H] [--rate-limit N]",
    summary: "serve the rules site and the JSON API",
    options: {
      port: { type: "string", help: "port to listen on (default: $PORT or 3000)" },
      host: { type: "string", help: "address to listen on (default: 127.0.0.1)" },
      "rate-limit": { type: "string", help: `requests per minute per client, 0 for no limit (default: $CRKB_RATE_LIMIT or ${DEFAULT_RATE_LIMIT.max})` },
      data: DATA,
    },
    args: [0, 0],
    run: async (_args, values, io) => {
      const port = integerSetting(values, "port", "PORT", 3000, [0, 65535], "a port number");
      const host = (values.host as string | undefined) ?? "127.0.0.1";
      const limit = integerSetting(values, "rate-limit", "CRKB_RATE_LIMIT", DEFAULT_RATE_LIMIT.max, [0, 1_000_000_000], "a whole number of requests per minute");
      const started = performance.now();
      const kb = open(values, io);
      const { buildApp } = await import("../server/app");
      const app = await buildApp({ kb, rateLimit: limit === 0 ? false : { max: limit, windowMs: 60_000 } });
      const address = await app.listen({ port, host });
      io.err(`crkb: ${kb.versions().length} versions loaded in ${Math.round(performance.now() - started)} ms; serving on ${address}`);
      // The search warms in steps after the server listens: /health and lookups arriving meanwhile wait one step at most, not the whole warm-up.
      const indexing = performance.now();
      kb.warmSearchInTurns().then(
        (warm) => io.err(`crkb: search index of ${warm.docs} entries ${warm.cached ? "loaded" : "built"} in ${Math.round(performance.now() - indexing)} ms`),
        (e: unknown) => io.err(`crkb: search warm-up failed (the first search will try again): ${e instanceof Error ? e.message : String(e)}`),
      );
      const stop = () => void app.close().then(() => process.exit(0));
      process.once("SIGINT", stop);
      process.once("SIGTERM", stop);
      return new Promise<number>(() => undefined);
    },
  },
};

function help(): string {
  return generalHelp(Object.values(COMMANDS));
}

export async function run(argv: string[], io: Io): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    const topic = name === "help" ? rest[0] : undefined;
    if (topic === undefined) {
      io.out(help());
      return name === undefined ? 2 : 0;
    }
    if (!Object.prototype.hasOwnProperty.call(COMMANDS, topic)) {
      io.err(`crkb help: unknown command "${topic}"\n\n${help()}`);
      return 2;
    }
    io.out(commandHelp(COMMANDS[topic]));
    return 0;
  }
  const command = Object.prototype.hasOwnProperty.call(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command) {
    io.err(`crkb: unknown command "${name}"\n\n${help()}`);
    return 2;
  }
  try {
    let parsed;
    try {
      parsed = readArguments(rest, command.options);
    } catch (e) {
      io.err(`crkb ${name}: ${(e as Error).message}\nusage: ${command.usage}`);
      return 2;
    }
    const { values, positionals } = parsed;
    if (values.help) {
      io.out(commandHelp(command));
      return 0;
    }
    const [min, max] = command.args;
    if (positionals.length < min || positionals.length > max) {
      io.err(`crkb ${name}: expected ${min === max ? min : `${min} to ${max}`} argument${max === 1 ? "" : "s"}, got ${positionals.length}\nusage: ${command.usage}`);
      return 2;
    }
    return await command.run(positionals, values, io);
  } catch (e) {
    if (e instanceof CrkbError) {
      io.err(`crkb ${name}: ${e.message}`);
      return e.exitCode;
    }
    io.err(`crkb ${name}: internal error: ${(e as Error).message}`);
    if (process.env.CRKB_DEBUG) io.err(String((e as Error).stack));
    return 1;
  }
}

