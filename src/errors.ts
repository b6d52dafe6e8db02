/**
 * The errors crkb reports to users. Each carries the HTTP status and the CLI
 * exit code SPEC.md assigns to it, so the CLI and the server map them the same
 * way: bad input is 400 / exit 2, an unknown rule or version is 404 / exit 1.
 */

export class CrkbError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly exitCode: number,
  ) {
    super(message);
    this.name = "CrkbError";
  }
}

export function badInput(message: string): CrkbError {
  return new CrkbError("bad_input", message, 400, 2);
}

/**
 * A value quoted in a message: JSON where it can be (and short), never
 * throwing, even for input nested deeper than the stack (JSON.stringify
 * and String overflow on such arrays).
 */
export function printable(value: unknown, max = 60): string {
  let s: string;
  try {
    s = typeof value === "number" && !Number.isFinite(value) ? String(value) : JSON.stringify(value) ?? String(value);
  } catch {
    s = Array.isArray(value) ? "a deeply nested list" : typeof value === "object" ? "a deeply nested object" : typeof value;
  }
  s = s.replace(/[\u0000-\u001f\u007f]/g, "?");
  return s.length > max ? `${s.slice(0, max)}…` : s;
}

/** Text the engine reads but refuses (SPEC.md: later-era terms it has no mapping for): 422 / exit 2. */
export function unsupported(message: string): CrkbError {
  return new CrkbError("unsupported", message, 422, 2);
}

export function notFound(message: string): CrkbError {
  return new CrkbError("not_found", message, 404, 1);
}
