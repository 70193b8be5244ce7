/* PostgreSQL error codes as the pg driver, PGlite or Drizzle's wrapper report them: Drizzle puts
   the driver's error in `cause`, so the code may sit a level or two down. One walker for all. */

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';

export interface PgErrorFields { code: string; constraint: string; detail: string }

/** The first error in the `cause` chain carrying `code`, or null. */
export function pgError(error: unknown, code: string): PgErrorFields | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const fields = e as { code?: unknown; constraint?: unknown; detail?: unknown };
    if (fields.code === code) {
      return {
        code,
        constraint: typeof fields.constraint === 'string' ? fields.constraint : '',
        detail: typeof fields.detail === 'string' ? fields.detail : '',
      };
    }
  }
  return null;
}
