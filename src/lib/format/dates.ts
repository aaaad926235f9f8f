import { DATE_FORMAT, DATE_TIME_FORMAT, PLAN_EXPIRY_FORMAT, TIME_FORMAT } from '../constants';
import { today } from '@/lib/time/clock';
import { formatPattern as format } from './datePattern';

const DAY_MS = 24 * 60 * 60 * 1000;

const toDate = (value: number | string | Date | null | undefined): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
};

export const formatDateTime = (value: number | string | Date | null | undefined): string => {
  const d = toDate(value);
  return d ? format(d, DATE_TIME_FORMAT) : '—';
};

/** Relative times: the time only when under 24 hours old, the date only otherwise. */
export const formatRelative = (
  value: number | string | Date | null | undefined,
  now: Date = today(),
): string => {
  const d = toDate(value);
  if (!d) return '—';
  return Math.abs(now.getTime() - d.getTime()) < DAY_MS ? format(d, TIME_FORMAT) : format(d, DATE_FORMAT);
};

/** Plan expiry, DD-Mon-YYYY. */
export const formatPlanExpiry = (value: number | string | Date | null | undefined): string => {
  const d = toDate(value);
  return d ? format(d, PLAN_EXPIRY_FORMAT) : '—';
};

export const formatWith = (value: number | string | Date | null | undefined, pattern: string): string => {
  const d = toDate(value);
  return d ? format(d, pattern) : '—';
};
