/* `column IN (…)` for lists of any length. Drizzle's inArray binds one parameter per value, and
   a statement holds at most 65,535 parameters: selecting 70,000 payables to delete failed with
   a 500 (issue 11 item 6). A long list goes as ONE parameter instead, a JSON array unpacked by
   the database (`= ANY(ARRAY(…))`, the same plan as IN: an index scan per value); short lists
   keep the plain IN the planner knows best. Same SQL on PGlite and PostgreSQL. */
// eslint-disable-next-line no-restricted-imports -- the one wrapper of Drizzle's inArray
import { inArray as inline, sql } from 'drizzle-orm';
import type { Column, SQL } from 'drizzle-orm';

/** Up to this many values are bound one by one, as before. */
export const INLINE_MAX = 1000;

export function inArray(column: Column, values: readonly unknown[]): SQL {
  if (values.length <= INLINE_MAX) return inline(column, [...values]);
  return sql`${column} = ANY(ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))::${sql.raw(column.getSQLType())}[])`;
}

/** The values as one bound array of `type` (`x = ANY(${arrayOf(ids, 'uuid')})`), whatever their number. */
export function arrayOf(values: readonly string[], type: 'uuid' | 'text'): SQL {
  return sql`ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))::${sql.raw(type)}[]`;
}
