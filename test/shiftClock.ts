/**
 * Replaces the global Date with one running at a fixed offset, so the whole suite lives at another
 * instant while time still flows. Fake timers installed later by a test capture this Date as the
 * real one and give it back on `vi.useRealTimers()`, so a test's own clock control keeps working.
 */
export function shiftClockTo(start: number): void {
  const RealDate = Date;
  const offset = start - RealDate.now();
  class ShiftedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as [string | number | Date]));
    }
    static override now(): number {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
}
