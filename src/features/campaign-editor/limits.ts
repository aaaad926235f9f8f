import { DEFAULT_DAILY_CAPS } from '@/lib/constants';
import { DELAY_SLIDERS } from './constants';
import type { Limits } from '@/lib/extension/contract';
import type { EditorModule } from './constants';
import { capMessage } from './copy';

// The Limits section's rules (spec 001 sections 8 and 9): the daily cap of a type, the per-day
// value, and the two-handle delay slider with its minimum gap.

/** The configured daily cap of a type (baseData.config.limits, defaults from section 9). */
export function dailyCapFor(module: EditorModule, limits: Partial<Limits> | null | undefined): number {
  const l = { ...DEFAULT_DAILY_CAPS, ...(limits ?? {}) };
  switch (module) {
    case 'li-auto-msg':
      return l.messages;
    case 'li-auto-conn':
      return l.connectionRequests;
    case 'li-auto-view':
      return l.profileViews;
    case 'li-engage':
      return l.engagements;
  }
}

interface SliderConfig {
  min: number;
  max: number;
  gap: number;
  step: number;
}
export const sliderConfig = (module: EditorModule): SliderConfig => DELAY_SLIDERS[module];

/**
 * The delay range rule: both ends inside [min, max], the upper end at least `gap` above the
 * lower; when it is not, the upper end is moved (and, at the top of the scale, the lower one).
 */
export function applyDelayGap(range: readonly [number, number], cfg: SliderConfig): [number, number] {
  const clamp = (v: number) => Math.min(cfg.max, Math.max(cfg.min, Number.isFinite(v) ? v : cfg.min));
  const a = clamp(range[0]);
  const b = clamp(range[1]);
  let lo = Math.min(a, b);
  let hi = Math.max(a, b);
  if (hi - lo < cfg.gap) hi = lo + cfg.gap;
  if (hi > cfg.max) {
    hi = cfg.max;
    lo = Math.max(cfg.min, cfg.max - cfg.gap);
  }
  return [lo, hi];
}

/**
 * The default delay of a type. The spec's defaults do not all fit its own sliders (connect
 * 45-75 s under a 60 s minimum and gap; engage 30-90 s under a 100 s gap), so they pass
 * through the same gap rule: connect 60-120 s, engage 30-130 s.
 */
export const defaultDelay = (module: EditorModule): [number, number] =>
  applyDelayGap(DELAY_SLIDERS[module].defaults as readonly [number, number], sliderConfig(module));

/** Slider value text: engage shows minutes to two decimals from 60 s; everything else seconds. */
export function formatDelay(module: EditorModule, seconds: number): string {
  if (module === 'li-engage') return seconds >= 60 ? `${(seconds / 60).toFixed(2)} min` : `${seconds} s`;
  return `${seconds} s`;
}

/** Mark labels of the other types: 30 s, 5 min, 15 min. */
export function formatMark(module: EditorModule, seconds: number): string {
  if (module === 'li-engage') return formatDelay(module, seconds);
  return seconds < 60 ? `${seconds} s` : `${seconds / 60} min`;
}

/**
 * The per-day rule: an empty value becomes 1, the minimum is 1, and a value over the
 * configured cap is set to the cap with the type's message.
 */
export function normalizePerDay(
  raw: unknown,
  cap: number,
  module: EditorModule,
): { value: number; error?: string } {
  if (raw === '' || raw === null || raw === undefined) return { value: 1 };
  const n = typeof raw === 'number' ? raw : Number(String(raw).trim());
  if (!Number.isFinite(n)) return { value: 1 };
  const whole = Math.floor(n);
  if (whole < 1) return { value: 1 };
  if (whole > cap) return { value: cap, error: capMessage(module, cap) };
  return { value: whole };
}
