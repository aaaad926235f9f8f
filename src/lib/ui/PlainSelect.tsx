import type { ChangeEvent } from 'react';
import { styled } from '@mui/material/styles';
import { ICON_PATHS } from './iconPaths';
import { insetFocusRing, outlinedFieldBox, PlainIcon } from './plainControls';

const Field = styled('div')(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  '& select': {
    ...theme.typography.body1,
    appearance: 'none',
    width: '100%',
    boxSizing: 'border-box',
    padding: '7.5px 32px 7.5px 13px', // MUI's less the border, drawn here on the select
    ...outlinedFieldBox(theme),
    background: 'none',
    color: theme.palette.text.primary,
    cursor: 'pointer',
    '&:focus-visible': insetFocusRing(theme),
  },
  '& label': {
    ...theme.typography.caption,
    position: 'absolute',
    top: 0,
    left: 9,
    transform: 'translateY(-50%)',
    padding: '0 5px',
    lineHeight: 1,
    background: theme.palette.background.paper,
    color: theme.palette.text.secondary,
    pointerEvents: 'none',
  },
  '&:focus-within label': { color: theme.palette.primary.main },
  '& svg': {
    position: 'absolute',
    right: 7,
    top: 'calc(50% - 12px)',
    color: theme.palette.action.active,
    pointerEvents: 'none',
  },
}));

/**
 * MUI's small outlined NativeSelect with its label on the border, as a labelled `<select>`: the
 * FormControl, InputLabel, OutlinedInput and NativeSelect it replaces are some 25 components.
 */
export function PlainSelect<T extends string | number>({
  id,
  label,
  value,
  options,
  onChange,
  width,
  minWidth = 120,
}: {
  id: string;
  label: string;
  value: T;
  /** Values shown as they are, or [value, text] pairs. */
  options: readonly (T | readonly [T, string])[];
  onChange: (value: string) => void;
  /** A fixed width (px); else at least `minWidth`. */
  width?: number;
  minWidth?: number;
}) {
  return (
    <Field style={width === undefined ? { minWidth } : { width }}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(e.target.value)}
      >
        {options.map((option) => {
          const [optionValue, text] = Array.isArray(option) ? option : [option, String(option)];
          return (
            <option key={optionValue} value={optionValue}>
              {text}
            </option>
          );
        })}
      </select>
      <PlainIcon d={ICON_PATHS.arrowDropDown} size={24} />
    </Field>
  );
}
