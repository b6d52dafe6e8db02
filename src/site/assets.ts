/**
 * The site's own static files: its stylesheet and the browser bundle
 * (client/main.ts), which `npm run build` writes to dist/assets
 * (scripts/build-assets.js). Nothing is fetched from another origin.
 */
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";

export const ASSET_DIR = resolve(__dirname, "..", "..", "dist", "assets");

export interface Asset {
  name: string;
  type: string;
  body: string;
}

const TYPES: Record<string, string> = { "site.css": "text/css; charset=utf-8", "crkb.js": "text/javascript; charset=utf-8" };

/** The site's assets, read once; a clear error when the build has not produced them. */
export function loadAssets(): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  for (const [name, type] of Object.entries(TYPES)) {
    const file = resolve(ASSET_DIR, name);
    if (!existsSync(file)) throw new Error(`the site asset ${file} is missing: run \`npm run build\` first`);
    assets.set(name, { name, type, body: readFileSync(file, "utf8") });
  }
  return assets;
}
