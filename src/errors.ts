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

export function notFound(message: string): CrkbError {
  return new CrkbError("not_found", message, 404, 1);
}
