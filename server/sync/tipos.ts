/* The shapes a synced list's pull is made of (DESIGN §2): what a repository hands to sync/pull.ts.
   They live apart from pull.ts so a repository can name them without importing the code that
   reads repositories: once a circle of 21 files held together by type imports alone (issue 36;
   scripts/ciclos.mjs now counts them). */
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.ts';

/** recentes: only the newest N rows, in list order (lists with `dataColumn`, decision 291). */
export interface PullQuery { since: number | null; limit: number | null; after: string | null; recentes: number | null }

/** A select of wire rows that pull can embed in one statement, so the database writes the body. */
export interface WireSelect<Row> {
  (db: Db | Tx, where?: SQL, limit?: number | null): Promise<Row[]>;
  /** The SELECT itself: columns named as the wire row (one of them `id`), id order, up to `limit`. */
  query(where: SQL | undefined, limit: number | null): SQL;
}

export interface PullSpec<Row> {
  /** Response key of SPEC §7 (bancos, lancamentos, investimentos, comprovante…). */
  key: string;
  /** Table name as the tombstone trigger records it. */
  entity: string;
  idColumn: PgColumn;
  txidColumn: PgColumn;
  /** Selects rows matching `where`, ordered by id, up to `limit` (null: all). */
  select(tx: Tx, where: SQL | undefined, limit: number | null): Promise<Row[]>;
  /** The row's id, for paging. */
  idOf(row: Row): string;
  /** The list's date (its order): with it the list answers `?recentes=` (decision 291). */
  dataColumn?: PgColumn;
}

export interface PullRequestOf { name: string; spec: PullSpec<unknown>; since: number }
