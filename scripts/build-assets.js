#!/usr/bin/env node
// Writes the site's assets to dist/assets: the browser bundle (src/site/client/main.ts
// with the search code it shares with the server, bundled by esbuild) and the stylesheet.
// Run by `npm run build`, and by the test setup so tests never serve a stale bundle.
const { buildSync } = require("esbuild");
const { copyFileSync, mkdirSync } = require("node:fs");
const { join } = require("node:path");

const root = join(__dirname, "..");
const out = join(root, "dist", "assets");
mkdirSync(out, { recursive: true });
buildSync({
  entryPoints: [join(root, "src", "site", "client", "main.ts")],
  bundle: true,
  format: "iife",
  platform: "browser",
  target: "es2020",
  minify: true,
  legalComments: "none",
  outfile: join(out, "crkb.js"),
  logLevel: "warning",
});
copyFileSync(join(root, "src", "site", "assets", "site.css"), join(out, "site.css"));
