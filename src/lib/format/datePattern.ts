/**
 * Dates written with the date-fns tokens our constants use (yyyy MMMM MMM MM dd d EEEE HH hh mm a),
 * in en-US, as date-fns `format` writes them. Every first screen shows a date, and date-fns' `format`
 * brings its whole token engine and locale (some 6 KB gzip) onto their critical path
 * (test/unit/datePattern.test.ts checks the two agree on every pattern we use).
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const two = (n: number) => String(n).padStart(2, '0');

const TOKENS: Record<string, (d: Date) => string> = {
  yyyy: (d) => String(d.getFullYear()).padStart(4, '0'),
  MMMM: (d) => MONTHS[d.getMonth()]!,
  MMM: (d) => MONTHS[d.getMonth()]!.slice(0, 3),
  MM: (d) => two(d.getMonth() + 1),
  dd: (d) => two(d.getDate()),
  d: (d) => String(d.getDate()),
  EEEE: (d) => WEEKDAYS[d.getDay()]!,
  HH: (d) => two(d.getHours()),
  hh: (d) => two(d.getHours() % 12 || 12),
  mm: (d) => two(d.getMinutes()),
  a: (d) => (d.getHours() < 12 ? 'AM' : 'PM'),
};
// Longest first, so MMMM wins over MMM; any other letter is a token this does not know.
const TOKEN = /yyyy|MMMM|MMM|MM|dd|d|EEEE|HH|hh|mm|a|[A-Za-z]/g;

/**
 * `date` in `pattern`. Like date-fns, throws a RangeError on an invalid date; throws on a token it
 * does not know, so a new pattern fails its first test.
 */
export function formatPattern(date: Date | number, pattern: string): string {
  const d = new Date(date);
  if (Number.isNaN(d.getTime())) throw new RangeError('Invalid time value');
  return pattern.replace(TOKEN, (token) => {
    const write = TOKENS[token];
    if (!write) throw new Error(`formatPattern: unsupported token "${token}" in "${pattern}"`);
    return write(d);
  });
}
