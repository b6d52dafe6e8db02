// Vitest global setup: builds the site's assets (scripts/build-assets.js) once
// before any test, so the server and the export never serve a stale bundle.
import { execFileSync } from "node:child_process";
import { join } from "node:path";

export default function setup(): void {
  execFileSync(process.execPath, [join(__dirname, "..", "..", "scripts", "build-assets.js")], { stdio: "inherit" });
}
