export declare function median(values: readonly (number | null | undefined)[]): number | null;

export interface PairedRatio {
  median: number;
  min: number;
  max: number;
}
type Load = Readonly<Record<string, number>> | null;
export declare function pairedRatio(
  loads: readonly Load[],
  floorLoads: readonly Load[],
  key: string,
): PairedRatio | null;
