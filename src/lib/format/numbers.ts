const integerFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** en-US with 0 minimum fraction digits (spec 000 section 5). */
export const formatNumber = (n: number | null | undefined): string =>
  n === null || n === undefined || !Number.isFinite(n) ? '0' : integerFormat.format(n);

export const formatPercent = (n: number): string => `${formatNumber(Math.round(n * 10) / 10)}%`;

export const formatDollars = (n: number): string =>
  `$${new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(n)}`;
