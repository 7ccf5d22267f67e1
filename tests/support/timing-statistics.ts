/**
 * Two-sample tests for timing distributions: is one set of answer times told apart from another?
 * Used by the staff sign-in timing test instead of asserting a time.
 */

/** Standard normal cumulative distribution (Abramowitz and Stegun 7.1.26 through erf). */
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Mann–Whitney U (Wilcoxon rank-sum), two-sided p-value by the normal approximation with the tie correction. */
export function rankSumTest(a: readonly number[], b: readonly number[]): { u: number; p: number } {
  const all = [...a.map((value) => ({ value, first: true })), ...b.map((value) => ({ value, first: false }))].sort((x, y) => x.value - y.value);
  const ranks = new Array<number>(all.length);
  let tieTerm = 0;
  for (let start = 0; start < all.length; ) {
    let end = start;
    while (end + 1 < all.length && all[end + 1]?.value === all[start]?.value) end += 1;
    const size = end - start + 1;
    for (let index = start; index <= end; index += 1) ranks[index] = (start + end) / 2 + 1;
    tieTerm += size ** 3 - size;
    start = end + 1;
  }
  const n1 = a.length;
  const n2 = b.length;
  const rankSum = all.reduce((sum, item, index) => (item.first ? sum + (ranks[index] ?? 0) : sum), 0);
  const u = rankSum - (n1 * (n1 + 1)) / 2;
  const mean = (n1 * n2) / 2;
  const n = n1 + n2;
  const variance = ((n1 * n2) / 12) * (n + 1 - tieTerm / (n * (n - 1)));
  if (variance === 0) return { u, p: 1 };
  const z = (Math.abs(u - mean) - 0.5) / Math.sqrt(variance);
  return { u, p: Math.min(1, 2 * (1 - normalCdf(Math.max(0, z)))) };
}

/** Kolmogorov–Smirnov two-sample statistic: the largest gap between the two empirical distributions. */
export function ksStatistic(a: readonly number[], b: readonly number[]): number {
  const sortedA = [...a].sort((x, y) => x - y);
  const sortedB = [...b].sort((x, y) => x - y);
  let i = 0;
  let j = 0;
  let largest = 0;
  while (i < sortedA.length && j < sortedB.length) {
    const value = Math.min(sortedA[i] ?? Infinity, sortedB[j] ?? Infinity);
    while (i < sortedA.length && sortedA[i] === value) i += 1;
    while (j < sortedB.length && sortedB[j] === value) j += 1;
    largest = Math.max(largest, Math.abs(i / sortedA.length - j / sortedB.length));
  }
  return largest;
}

/** The KS statistic two samples of these sizes exceed by chance with probability `alpha` (asymptotic). */
export function ksCritical(n1: number, n2: number, alpha: number): number {
  return Math.sqrt(-Math.log(alpha / 2) / 2) * Math.sqrt((n1 + n2) / (n1 * n2));
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
