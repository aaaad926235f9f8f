/** The 0-based page to show: the asked one, or the last page that still has rows (after deletions). */
export const clampPage = (page: number, total: number, size: number): number =>
  Math.min(page, Math.max(0, Math.ceil(total / size) - 1));
