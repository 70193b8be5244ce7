/* Summaries of repeated samples: the median is what the report quotes (machines are noisy),
   p95 by nearest rank shows the tail. */

export interface Summary {
  median: number;
  p95: number;
  min: number;
  max: number;
  n: number;
}

export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(q * sorted.length);
  return sorted[Math.min(Math.max(rank - 1, 0), sorted.length - 1)]!;
}

export function median(sorted: readonly number[]): number {
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function summarize(samples: readonly number[]): Summary | null {
  const finite = samples.filter((s) => Number.isFinite(s));
  if (finite.length === 0) return null;
  const sorted = [...finite].sort((a, b) => a - b);
  return { median: median(sorted), p95: quantile(sorted, 0.95), min: sorted[0]!, max: sorted[sorted.length - 1]!, n: sorted.length };
}
