import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material';
import { insetFocusRing } from './plainControls';

export interface StaticTab<T extends string> {
  value: T;
  label: ReactNode;
  id?: string;
  /** The panel this tab shows (its id). */
  controls?: string;
}

// Arrow keys move the focus (not the selection, as MUI's Tabs); Home and End go to the ends.
const STEP: Record<string, number | 'first' | 'last'> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
  Home: 'first',
  End: 'last',
};

/**
 * A row of tabs with MUI's look, as plain buttons, whose indicator is CSS on the selected tab.
 * MUI's Tabs measures every tab after it mounts to place its sliding indicator: a forced layout of
 * the whole page in the commit that shows the screen (some 150 ms at 4x CPU on /campaigns with its
 * rows). A ButtonBase per tab was some ten components more each.
 */
export function StaticTabs<T extends string>({
  label,
  value,
  tabs,
  onChange,
  sx,
}: {
  /** The tab list's accessible name. */
  label: string;
  value: T;
  tabs: readonly StaticTab<T>[];
  onChange: (value: T) => void;
  sx?: SxProps<Theme>;
}) {
  const buttons = useRef(new Map<T, HTMLButtonElement>());

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEP[event.key];
    if (step === undefined) return;
    const order = tabs.map((t) => buttons.current.get(t.value)).filter((b) => b !== undefined);
    const at = order.findIndex((b) => b === document.activeElement);
    const next =
      step === 'first'
        ? 0
        : step === 'last'
          ? order.length - 1
          : (Math.max(at, 0) + step + order.length) % order.length;
    event.preventDefault();
    order[next]?.focus();
  };

  return (
    <Box
      role="tablist"
      aria-label={label}
      onKeyDown={moveFocus}
      sx={[TABLIST_STYLES, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            type="button"
            ref={(el: HTMLButtonElement | null) => {
              if (el) buttons.current.set(tab.value, el);
              else buttons.current.delete(tab.value);
            }}
            role="tab"
            id={tab.id}
            aria-selected={selected}
            aria-controls={tab.controls}
            tabIndex={selected ? 0 : -1}
            onClick={() => {
              if (!selected) onChange(tab.value);
            }}
          >
            {tab.label}
          </button>
        );
      })}
    </Box>
  );
}

/** The tabs' look, once for the list: MUI's Tab (text, primary), its indicator a shadow. */
const TABLIST_STYLES = (theme: Theme) => ({
  display: 'flex',
  minHeight: 48,
  // On a narrow window the row scrolls sideways by itself (as MUI's scrollable Tabs), not the page.
  overflowX: 'auto',
  '& > button': {
    flexShrink: 0,
    ...theme.typography.button,
    minHeight: 48,
    minWidth: 90,
    maxWidth: 360,
    px: 2,
    py: 1.5,
    border: 0,
    m: 0,
    bgcolor: 'transparent',
    cursor: 'pointer',
    color: 'text.secondary',
    '&[aria-selected="true"]': {
      color: 'primary.main',
      boxShadow: `inset 0 -2px 0 ${theme.palette.primary.main}`,
    },
    '&:focus-visible': insetFocusRing(theme),
  },
});
