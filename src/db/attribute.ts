/**
 * One attribute of the facts: its meaning (the schema documents itself,
 * docs/schema.md) and its datascript options. The rules' schema (schema.ts),
 * the game's (game-schema.ts) and the continuous effects' (continuous-schema.ts)
 * are tables of these.
 */
export interface Attr {
  doc: string;
  type?: "ref";
  unique?: true;
  many?: true;
  index?: true;
}
