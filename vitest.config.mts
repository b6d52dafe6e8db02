import { configDefaults, defineConfig } from "vitest/config";

// Files whose tests hold the server or a worker pool to a wall-clock deadline
// (a query stopped at its time limit, /health answering while a question runs,
// a job refused after its wait): they run one at a time after the rest, so a
// test file on the other core cannot eat the time they measure.
const DEADLINES = [
  "test/server/reliability.test.ts",
  "test/server/query-route.test.ts",
  "test/server/ask-route.test.ts",
  "test/server/ask-pool.test.ts",
  "test/server/run-route.test.ts",
  "test/db/query-pool.test.ts",
  "test/cli/query.test.ts",
];

// The parallel files share their worker's modules (isolate: false): each file
// re-importing the knowledge base, fastify and datascript cost about half the
// suite's import time. Module-level memories are keyed by content and the CLI
// tests restore CRKB_DATA, so a file cannot see another's state.
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    globalSetup: ["test/support/build-assets.ts"],
    projects: [
      {
        extends: true,
        test: { name: "parallel", include: ["test/**/*.test.ts"], exclude: [...configDefaults.exclude, ...DEADLINES], maxWorkers: 2, isolate: false, sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        test: { name: "deadlines", include: DEADLINES, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
