/**
 * Property-based tests of the CLI's argument reader (src/cli/arguments.ts)
 * and of `run()` before a command opens the knowledge base: whatever the
 * argv, options are read or refused as bad input naming the option (exit 2,
 * the usage after it), never a throw or node's raw parseArgs message; valid
 * argv read back to exactly the values and positionals they were made of.
 * Fixed seed; CRKB_FUZZ_RUNS cases a property.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readArguments } from "../../src/cli/arguments";
import { COMMANDS } from "../../src/cli/main";
import { CrkbError } from "../../src/errors";
import { crkb } from "../support/cli";
import { FUZZ_RUNS } from "../support/fuzz";

const options = { numRuns: FUZZ_RUNS, seed: 11 };
const NAMES = Object.keys(COMMANDS);
const OPTION_NAMES = [...new Set(Object.values(COMMANDS).flatMap((c) => Object.keys(c.options)))];

/** Argument-like strings: options of every command, their = forms, short flags, `--`, `-`, odd characters. */
const token = fc.oneof(
  fc.constantFrom(...OPTION_NAMES.flatMap((o) => [`--${o}`, `--${o}=`, `--${o}=x`, `--${o}=--json`]), "--", "-", "-h", "--help", "-hx", "-x", "--=", "---", "--no-json", "--__proto__", "--constructor", "--toString"),
  fc.string({ maxLength: 12 }),
  fc.string({ maxLength: 12 }).map((s) => `--${s}`),
  fc.string({ maxLength: 4 }).map((s) => `-${s}`),
);
const argv = fc.array(token, { maxLength: 8 });

describe("readArguments on any argv", () => {
  it("reads or refuses with a CrkbError (400, exit 2), for every command's options", () => {
    fc.assert(
      fc.property(fc.constantFrom(...NAMES), argv, (name, args) => {
        try {
          const { values, positionals } = readArguments(args, COMMANDS[name].options);
          for (const k of Object.keys(values)) expect(k === "help" || k in COMMANDS[name].options, k).toBe(true);
          for (const p of positionals) expect(args).toContain(p);
        } catch (e) {
          expect(e, String((e as Error)?.stack)).toBeInstanceOf(CrkbError);
          expect((e as CrkbError).exitCode).toBe(2);
          expect((e as CrkbError).message).not.toMatch(/[\u0000-\u001f]/);
        }
      }),
      options,
    );
  });

  it("valid argv reads back to the values and positionals it was made of", () => {
    const plain = fc.string({ minLength: 1, maxLength: 10 }).filter((s) => !s.startsWith("-"));
    fc.assert(
      fc.property(fc.constantFrom(...NAMES), fc.array(plain, { maxLength: 3 }), fc.dictionary(fc.constantFrom(...OPTION_NAMES), plain, { maxKeys: 4 }), fc.boolean(), (name, positionals, chosen, inline) => {
        const spec = COMMANDS[name].options;
        const args: string[] = [];
        const expected: Record<string, string | boolean> = {};
        for (const [k, v] of Object.entries(chosen)) {
          if (!(k in spec)) continue;
          if (spec[k].type === "boolean") {
            args.push(`--${k}`);
            expected[k] = true;
          } else {
            args.push(...(inline ? [`--${k}=${v}`] : [`--${k}`, v]));
            expected[k] = v;
          }
        }
        const r = readArguments([...args, "--", ...positionals], spec);
        expect(r.values).toEqual(expected);
        expect(r.positionals).toEqual(positionals);
      }),
      options,
    );
  });
});

describe("run() with argv that fails before any command runs", () => {
  it("an unknown command or an unknown option: exit 2, the problem named, no stack, no raw parseArgs message", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.constantFrom(...NAMES), fc.string({ maxLength: 8 })), argv, fc.nat(8), async (name, args, at) => {
        // An option no command has, somewhere in the arguments before any `--`.
        const cut = args.indexOf("--") < 0 ? args.length : args.indexOf("--");
        const withBad = [...args.slice(0, Math.min(at, cut)), "--zz-not-an-option", ...args.slice(Math.min(at, cut))];
        const known = Object.prototype.hasOwnProperty.call(COMMANDS, name);
        fc.pre(!["--help", "-h", "help"].includes(name) && name !== "" && (!known || !withBad.slice(0, withBad.indexOf("--zz-not-an-option")).some((a) => /^(-h|--help)$/.test(a))));
        const r = await crkb(name, ...withBad);
        expect(r.code).toBe(2);
        expect(r.stdout).toBe("");
        expect(r.stderr).not.toMatch(/\n\s+at /);
        expect(r.stderr).not.toContain("ERR_PARSE_ARGS");
        if (known) expect(r.stderr).toContain(`usage: ${COMMANDS[name].usage}`);
        else expect(r.stderr).toContain("unknown command");
      }),
      options,
    );
  });
});
