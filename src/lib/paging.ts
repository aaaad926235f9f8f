/** The 0-based index of the last page that has rows (0 when there are none). */
export const lastPageIndex = (total: number, size: number): number =>
  Math.max(0, Math.ceil(total / size) - 1);

/** The 0-based page to show: the asked one, or the last page that still has rows (after deletions). */
export const clampPage = (page: number, total: number, size: number): number =>
  Math.min(page, lastPageIndex(total, size));
