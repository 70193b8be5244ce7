// Rules that read several fields of a payload (e.g. the payment date when the status is Pago),
// and key aliases applied before an object schema reads a form body.

import * as v from 'valibot';
import { applyAliases } from './coerce.ts';

/** Renames alias keys before the object schema reads them (forms send 'arquivo[]'). */
export function aliases(map: Readonly<Record<string, string>>) {
  return v.transform((input: unknown) => applyAliases(input, map));
}

/** A rule across fields: skipped when any field it reads already has an error. */
export interface CrossRule<T> {
  field: string;
  uses: readonly (keyof T & string)[];
  check: (value: T) => string | null | undefined;
}

/**
 * Runs cross-field rules in order, each reporting on its `field`. Unlike valibot's `forward`,
 * the rules run even when unrelated fields failed, so a form shows every message at once.
 */
export function crossRules<T extends object>(rules: readonly CrossRule<T>[]) {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    const value: unknown = dataset.value;
    if (typeof value !== 'object' || value === null) return;
    const record = value as Record<string, unknown>;
    const failed = new Set<string>();
    for (const issue of dataset.issues ?? []) {
      const key = issue.path?.[0]?.key;
      if (typeof key === 'string') failed.add(key);
      else if (!issue.path) return;
    }
    for (const rule of rules) {
      if (failed.has(rule.field) || rule.uses.some((key) => failed.has(key))) continue;
      const message = rule.check(value as T);
      if (!message) continue;
      failed.add(rule.field);
      addIssue({
        message,
        path: [{ type: 'object', origin: 'value', input: record, key: rule.field, value: record[rule.field] }],
      });
    }
  });
}
