// The bench's arithmetic (test/unit/benchStats.test.ts).

/** The median of the numbers among `values` (failed loads are null); null when there are none. */
export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * A build's ratio to the floor: each round's load against that round's floor, then the median
 * and the range of those ratios. A slow stretch of a shared machine then slows both sides of a
 * ratio, where medians taken minutes apart put it on one side only. A round where either load
 * failed is left out.
 */
export function pairedRatio(loads, floorLoads, key) {
  const ratios = loads
    .map((load, i) => (load?.[key] && floorLoads[i]?.[key] ? load[key] / floorLoads[i][key] : null))
    .filter((r) => r !== null);
  if (!ratios.length) return null;
  return { median: median(ratios), min: Math.min(...ratios), max: Math.max(...ratios) };
}
