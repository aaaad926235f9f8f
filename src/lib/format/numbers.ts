/** Digits 'en-US' groups in threes: 1234567.5 -> 1,234,567.5. */
const GROUPS = /\B(?=(\d{3})+(?!\d))/g;
/** String() writes numbers from here on with an exponent ('1e+21'); Intl takes over. */
const PLAIN_DIGITS_BELOW = 1e21;

let intlFormat: Intl.NumberFormat | undefined;
const viaIntl = (n: number) =>
  (intlFormat ??= new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  })).format(n);

/**
 * en-US with 0 minimum and 2 maximum fraction digits (spec 000 section 5): what
 * Intl.NumberFormat('en-US') writes, made without it. The first Intl formatter of a page loads
 * the locale data, some 40 ms at 4x CPU on the first screen's critical path
 * (test/unit/formatWithoutIntl.test.ts checks the two agree).
 */
export function formatNumber(n: number | null | undefined): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return '0';
  const size = Math.abs(n);
  if (size >= PLAIN_DIGITS_BELOW) return viaIntl(n);
  const [whole, fraction] = roundToCents(size);
  const text = whole.replace(GROUPS, ',') + (fraction ? `.${fraction}` : '');
  return n < 0 || Object.is(n, -0) ? `-${text}` : text;
}

/**
 * A non-negative number below 1e21 rounded to two decimals, half away from zero, on its shortest
 * decimal form as Intl does (1.005 -> 1.01, where toFixed gives 1.00): [whole digits, fraction
 * digits without trailing zeros].
 */
function roundToCents(size: number): [string, string] {
  if (size < 1e-6) return ['0', '']; // String() writes these as 1e-7; they round to 0
  const [whole = '0', digits = ''] = String(size).split('.');
  const up = (digits[2] ?? '0') >= '5';
  const cents = (BigInt(whole + digits.slice(0, 2).padEnd(2, '0')) + (up ? 1n : 0n))
    .toString()
    .padStart(3, '0');
  return [cents.slice(0, -2), cents.slice(-2).replace(/0+$/, '')];
}

export const formatPercent = (n: number): string => `${formatNumber(Math.round(n * 10) / 10)}%`;

export const formatDollars = (n: number): string => `$${formatNumber(n)}`;
