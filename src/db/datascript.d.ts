/**
 * Types for the part of datascript's JS API crkb uses. datascript ships no
 * declarations (tonsky/datascript#374). Attributes are plain strings, and a
 * datom given to init_db is an array [entity, attribute, value].
 */
declare module "datascript" {
  export type Db = { readonly __brand: "datascript-db" };
  export type Schema = Record<string, Record<string, string | boolean>>;
  export type DatomInput = [number, string, unknown];
  export interface Datom {
    readonly e: number;
    readonly a: string;
    readonly v: unknown;
    readonly tx: number;
  }
  export interface Entity {
    readonly eid: number;
    get(attr: string): unknown;
  }
  export function init_db(datoms: DatomInput[], schema?: Schema): Db;
  export function empty_db(schema?: Schema): Db;
  export function entity(db: Db, id: number | [string, unknown]): Entity | null;
  export function datoms(db: Db, index: ":eavt" | ":aevt" | ":avet", ...components: unknown[]): Datom[];
  export function q(query: string, ...inputs: unknown[]): unknown;
  export function db_with(db: Db, txData: unknown[]): Db;
  export function serializable(db: Db): unknown;
  export function from_serializable(data: unknown): Db;
  /** A database of the datoms `pred` keeps (a view: nothing is copied). */
  export function filter(db: Db, pred: (db: Db, datom: Datom) => boolean): Db;
}
