import { useRef, useState, type KeyboardEvent } from 'react';
import { alpha, styled } from '@mui/material/styles';
import { insetFocusRing } from './plainControls';

const Group = styled('div')(({ theme }) => ({
  display: 'inline-flex',
  borderRadius: theme.shape.borderRadius,
  // On a narrow window the group scrolls sideways by itself, not the page.
  maxWidth: '100%',
  overflowX: 'auto',
  '& > button': {
    flexShrink: 0,
    ...theme.typography.button,
    textTransform: 'none',
    fontSize: theme.typography.pxToRem(13),
    padding: '7px 12px',
    margin: 0,
    color: theme.palette.text.secondary,
    background: 'none',
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: 0,
    cursor: 'pointer',
    transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.short }),
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': insetFocusRing(theme),
    '&[aria-pressed="true"]': {
      color: theme.palette.primary.main,
      backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity),
    },
    '&[aria-pressed="true"]:hover': {
      backgroundColor: alpha(
        theme.palette.primary.main,
        theme.palette.action.selectedOpacity + theme.palette.action.hoverOpacity,
      ),
    },
    '& + button': { marginLeft: -1, borderLeftColor: 'transparent' },
    '&:first-of-type': {
      borderTopLeftRadius: theme.shape.borderRadius,
      borderBottomLeftRadius: theme.shape.borderRadius,
    },
    '&:last-of-type': {
      borderTopRightRadius: theme.shape.borderRadius,
      borderBottomRightRadius: theme.shape.borderRadius,
    },
  },
}));

const NEXT: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * One choice of a few, as pressed buttons (MUI's exclusive small ToggleButtonGroup, in plain
 * buttons): a group with one tab stop, whose arrow keys, Home and End move between the choices.
 */
export function SegmentedButtons<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (next: T) => void;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // The tab stop: the choice last reached by the keyboard, else the pressed one.
  const [focusable, setFocusable] = useState<T | null>(null);
  const tabStop = focusable ?? value;

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = options.length - 1;
    const step = NEXT[event.key];
    const next =
      step !== undefined
        ? (index + step + options.length) % options.length
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? last
            : null;
    if (next === null) return;
    event.preventDefault();
    setFocusable(options[next]!.value);
    buttons.current[next]?.focus();
  };

  return (
    <Group role="group" aria-label={label}>
      {options.map((option, index) => (
        <button
          key={option.value}
          ref={(el) => {
            buttons.current[index] = el;
          }}
          type="button"
          aria-pressed={option.value === value}
          tabIndex={option.value === tabStop ? 0 : -1}
          onKeyDown={(event) => onKeyDown(event, index)}
          onClick={() => {
            setFocusable(option.value);
            if (option.value !== value) onChange(option.value);
          }}
        >
          {option.label}
        </button>
      ))}
    </Group>
  );
}
