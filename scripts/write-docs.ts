/** `npm run docs`: writes docs/schema.md from the schema (src/db/schema-doc.ts). */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { schemaMarkdown } from "../src/db/schema-doc";

const file = resolve(__dirname, "..", "docs", "schema.md");
writeFileSync(file, schemaMarkdown());
console.log(`wrote ${file}`);
