/**
 * The dependency rules of the README's "Architecture" section, one
 * forbidden rule each, checked by test/architecture.test.ts in the test
 * run. Layers by folder:
 *   shared ground  src/types.ts, src/errors.ts, src/escape-html.ts, src/text.ts, src/worker-pool.ts, src/rules/numbers.ts
 *   corpus         src/rules, src/store
 *   reading        src/abilities, src/state
 *   db             src/db
 *   judge          src/judge
 *   engine         src/engine
 *   answers        src/answers
 *   history        src/history (lineage and diffs)
 *   search         src/search
 *   façade         src/knowledge-base.ts (and src/index.ts, the package's entry, which re-exports it)
 *   doors          src/cli, src/server, src/site
 * A rule at "warn" is one code still breaks (rule 2's reading functions in
 * src/db, circles through type-only imports); the test fails on errors only.
 */
const SHARED = "^src/(types|errors|escape-html|text|worker-pool)\\.ts$|^src/rules/numbers\\.ts$";
const CORPUS = "^src/(rules|store)/";
const READING = "^src/(abilities|state)/";
const HISTORY = "^src/history/";

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "No import circle in src/ that runs: every step of it a value import.",
      severity: "error",
      from: { path: "^src/" },
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "no-circular-types",
      comment: "No import circle in src/ through type-only imports either (the server's OpenAPI document and the site's docs page still form one).",
      severity: "warn",
      from: { path: "^src/" },
      to: { circular: true },
    },
    {
      name: "1-corpus-imports-shared-ground",
      comment: "Rule 1: the corpus (rules, store) imports only itself and the shared ground.",
      severity: "error",
      from: { path: CORPUS, pathNot: SHARED },
      to: { path: "^src/", pathNot: `${CORPUS}|${SHARED}` },
    },
    {
      name: "1-reading-imports-shared-ground",
      comment: "Rule 1: the reading (abilities, state) imports only itself and the shared ground.",
      severity: "error",
      from: { path: READING },
      to: { path: "^src/", pathNot: `${READING}|${SHARED}` },
    },
    {
      name: "2-only-db-imports-datascript",
      comment: "Rule 2: src/db is the only importer of datascript.",
      severity: "error",
      from: { path: "^src/", pathNot: "^src/db/" },
      to: { path: "datascript" },
    },
    {
      name: "2-db-uses-reading-types-only",
      comment: "Rule 2: src/db uses the reading's types, never its functions.",
      severity: "error",
      from: { path: "^src/db/" },
      to: { path: READING, dependencyTypesNot: ["type-only"] },
    },
    {
      name: "2-db-imports-nothing-above-it",
      comment: "Rule 2: src/db imports only itself, the corpus, the reading (types) and the shared ground; a worker reads a state with the module its caller names.",
      severity: "error",
      from: { path: "^src/db/" },
      to: { path: "^src/", pathNot: `^src/db/|${CORPUS}|${READING}|${SHARED}` },
    },
    {
      name: "3-judge-imports-db-and-reading",
      comment: "Rule 3: the judge imports db, the reading and the shared ground; it returns data only.",
      severity: "error",
      from: { path: "^src/judge/" },
      to: { path: "^src/", pathNot: `^src/(judge|db)/|${READING}|${SHARED}` },
    },
    {
      name: "4-engine-imports-judge-reading-db-types",
      comment: "Rule 4: the engine imports the judge, the reading and db types; never answers or knowledge-base.",
      severity: "error",
      from: { path: "^src/engine/" },
      to: { path: "^src/", pathNot: `^src/(engine|judge)/|${READING}|${SHARED}|^src/db/` },
    },
    {
      name: "4-engine-uses-db-types-only",
      comment: "Rule 4: of src/db the engine uses types only (it asks the judge).",
      severity: "error",
      from: { path: "^src/engine/" },
      to: { path: "^src/db/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "5-answers-import-judge-engine-reading",
      comment: "Rule 5: answers import the judge, the engine, the reading, db types and the shared ground; they cite through the rules they are given, never the façade.",
      severity: "error",
      from: { path: "^src/answers/", pathNot: HISTORY },
      to: { path: "^src/", pathNot: `^src/(answers|judge|engine|db)/|${READING}|${SHARED}` },
    },
    {
      name: "5-answers-use-db-types-only",
      comment: "Rule 5: of src/db the answers use types only (a user's query is read with the EDN reader the knowledge base gives answers/query.ts).",
      severity: "error",
      from: { path: "^src/answers/" },
      to: { path: "^src/db/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "6-history-and-search-import-db-and-corpus",
      comment: "Rule 6: history and search import db, the corpus and the shared ground only (search/evaluate.ts is handed what it measures).",
      severity: "error",
      from: { path: `^src/search/|${HISTORY}` },
      to: { path: "^src/", pathNot: `^src/(search|db)/|${HISTORY}|${CORPUS}|${SHARED}` },
    },
    {
      name: "7-only-the-facade-imports-answers-and-search",
      comment: "Rule 7: knowledge-base.ts is the only importer of answers, history and search (index.ts re-exports the answers' types).",
      severity: "error",
      from: { path: "^src/", pathNot: "^src/(answers|search|history)/|^src/(knowledge-base|index)\\.ts$" },
      to: { path: "^src/(answers|search|history)/" },
    },
    {
      name: "8-doors-import-the-facade",
      comment: "Rule 8: cli, server and site import knowledge-base, the shared ground and the doors' folders; search's terms (ALL, the limits) are in types.ts, so the site's browser bundle needs no façade.",
      severity: "error",
      from: { path: "^src/(cli|server|site)/" },
      to: { path: "^src/", pathNot: `^src/knowledge-base\\.ts$|${SHARED}|^src/(cli|server|site)/` },
    },
    {
      name: "8-site-never-imports-server",
      comment: "Rule 8: the site never imports the server.",
      severity: "error",
      from: { path: "^src/site/" },
      to: { path: "^src/server/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^src/site/client/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
  },
};
