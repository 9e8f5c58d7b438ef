export interface Percentiles {
  p50: number;
  p95: number;
  max: number;
}

/** Median, 95th percentile and maximum of a sample (nearest rank). */
export function percentiles(sample: readonly number[]): Percentiles {
  const sorted = [...sample].sort((a, b) => a - b);
  const rank = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
  return { p50: rank(0.5), p95: rank(0.95), max: sorted[sorted.length - 1]! };
}

export const round = (value: number, digits = 2) => Number(value.toFixed(digits));
