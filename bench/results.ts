/* The machine-readable result of a run (bench/results/latest.json) and the helpers that fill it.
   A metric either has samples or says why it was not measured ("não medido: …"); never both
   silently, never a made-up number. */
import { summarize } from './stats.ts';
import type { Summary } from './stats.ts';
import type { BundleSize } from './dist.ts';
import type { Machine } from './machine.ts';
import type { CodeUnderTest } from './snapshot.ts';

export interface MetricResult {
  samples: number[];
  summary: Summary | null;
  /** Why there are no samples. */
  skipped: string | null;
  notes: string[];
}

export type MetricBag = Record<string, MetricResult>;

export interface SizeResults {
  seed: { counts: Record<string, number>; ms: number } | null;
  browser: MetricBag;
  api: { pglite: MetricBag; postgres: MetricBag };
  /** The other screens' scripts (bench/extras.ts); absent in runs before them. */
  extras?: MetricBag;
}

export interface BenchResults {
  version: 1;
  date: string;
  command: string;
  mode: 'full' | 'custom' | 'smoke';
  machine: Machine;
  code: CodeUnderTest;
  config: { sizes: number[]; runs: number; seconds: number; connections: number; browserDb: 'pglite' | 'postgres'; drainCount: number; drainRuns: number; extras?: string[] | null };
  bundle: BundleSize | null;
  bundleSkipped: string | null;
  sizes: Record<string, SizeResults>;
  errors: string[];
  durationSeconds: number;
  /** 1-minute load average sampled during the run. */
  load: { mean: number; max: number } | null;
}

function slot(bag: MetricBag, id: string): MetricResult {
  bag[id] ??= { samples: [], summary: null, skipped: null, notes: [] };
  return bag[id];
}

export function addSample(bag: MetricBag, id: string, value: number): void {
  if (!Number.isFinite(value)) return;
  const m = slot(bag, id);
  m.samples.push(Math.round(value * 100) / 100);
  m.summary = summarize(m.samples);
}

/** Records why a metric could not be measured (the first reason wins). */
export function skip(bag: MetricBag, id: string, reason: string): void {
  const m = slot(bag, id);
  m.skipped ??= reason;
}

export function note(bag: MetricBag, id: string, text: string): void {
  const m = slot(bag, id);
  if (!m.notes.includes(text)) m.notes.push(text);
}

export function isSkipped(bag: MetricBag, id: string): boolean {
  const m = bag[id];
  return !!m && m.samples.length === 0 && m.skipped !== null;
}

/** A metric that got samples in some runs keeps them; the skip reason only shows when none came. */
export function finalize(bag: MetricBag): void {
  for (const m of Object.values(bag)) {
    m.summary = summarize(m.samples);
    if (m.samples.length > 0 && m.skipped) {
      m.notes.push(`em algumas repetições: ${m.skipped}`);
      m.skipped = null;
    }
  }
}
