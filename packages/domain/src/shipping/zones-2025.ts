/**
 * The 34 provinces of the 2025 scheme (government codes as numbers) that share a land border, for the
 * "neighbouring province" fee zone (issue 24). Each border is listed once; `NEIGHBOURS_2025` holds both directions.
 * Drawn from the borders of the 63 old provinces each new one merged (a new province borders another when one of
 * its old provinces bordered one of the other's); borders across the sea only (Bến Tre and Vũng Tàu) do not count.
 */
const BORDERS_2025: ReadonlyArray<readonly [number, number]> = [
  [12, 11], [12, 14], [12, 15], [11, 14], [14, 15], [14, 25], [14, 38], [15, 8], [15, 25],
  [8, 4], [8, 19], [8, 25], [4, 19], [4, 20], [20, 19], [20, 24], [20, 22], [19, 24], [19, 1], [19, 25],
  [25, 1], [25, 37], [25, 38], [1, 24], [1, 33], [1, 37], [24, 22], [24, 31], [24, 33], [22, 31], [31, 33],
  [33, 37], [37, 38], [38, 40], [40, 42], [42, 44], [44, 46], [46, 48], [48, 51], [51, 52], [52, 66],
  [66, 56], [66, 68], [56, 68], [68, 75], [68, 79], [75, 79], [75, 80], [79, 80], [79, 82], [80, 82],
  [82, 91], [82, 86], [82, 92], [86, 92], [92, 91], [92, 96], [91, 96],
];

export const NEIGHBOURS_2025: ReadonlyMap<number, ReadonlySet<number>> = (() => {
  const m = new Map<number, Set<number>>();
  for (const [a, b] of BORDERS_2025) {
    (m.get(a) ?? m.set(a, new Set()).get(a)!).add(b);
    (m.get(b) ?? m.set(b, new Set()).get(b)!).add(a);
  }
  return m;
})();

/** Whether two 2025 provinces (codes as numbers) share a land border. */
export function areNeighbours2025(a: number, b: number): boolean {
  return NEIGHBOURS_2025.get(a)?.has(b) ?? false;
}
