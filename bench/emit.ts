/* How a standalone bench script hands its numbers to `npm run bench` (bench/extras.ts): one line
   on stdout, `FLUXO_BENCH_ROWS {json}`, with each metric's samples (and why one was not
   measured, or what to know about it). The scripts keep their own human output around it. */
import type { MetricBag } from './results.ts';

export const ROWS_MARK = 'FLUXO_BENCH_ROWS ';

export interface EmittedRows {
  samples: Record<string, number[]>;
  skipped?: Record<string, string>;
  notes?: Record<string, string[]>;
}

export function emitRows(rows: EmittedRows): void {
  console.log(`${ROWS_MARK}${JSON.stringify(rows)}`);
}

/** A script that already fills a MetricBag (the browser helpers) emits it under `prefix`. */
export function emitBag(bag: MetricBag, prefix: string): void {
  const rows: Required<EmittedRows> = { samples: {}, skipped: {}, notes: {} };
  for (const [id, m] of Object.entries(bag)) {
    rows.samples[`${prefix}${id}`] = m.samples;
    if (m.skipped) rows.skipped[`${prefix}${id}`] = m.skipped;
    if (m.notes.length) rows.notes[`${prefix}${id}`] = m.notes;
  }
  emitRows(rows);
}
