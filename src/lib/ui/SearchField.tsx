import type { Ref } from 'react';
import { styled, type Theme } from '@mui/material/styles';
import type { SxProps } from '@mui/system';
import { ICON_PATHS } from './iconPaths';
import { insetFocusRing, outlinedFieldBox, PlainIcon } from './plainControls';

// A label: a click anywhere on the box (the magnifier too) focuses the input.
const Field = styled('label')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  boxSizing: 'border-box',
  paddingLeft: 13, // MUI's 14px less the border
  ...outlinedFieldBox(theme),
  color: theme.palette.text.primary,
  cursor: 'text',
  '&:focus-within': insetFocusRing(theme),
  '&.full-width': { display: 'flex', width: '100%' },
  '& svg': { flexShrink: 0, marginRight: 8, color: theme.palette.action.active },
  '& input': {
    ...theme.typography.body1,
    minWidth: 0,
    width: '100%',
    boxSizing: 'content-box',
    height: '1.4375em',
    padding: '7.5px 14px 7.5px 0', // MUI's 8.5px less the border, drawn here on the box
    border: 0,
    background: 'none',
    color: 'inherit',
    outline: 'none',
    '&::placeholder': { color: 'currentColor', opacity: theme.palette.mode === 'light' ? 0.42 : 0.5 },
  },
}));

interface SearchFieldProps {
  /** The accessible name. */
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The small search box of the list screens: a magnifier, a placeholder, at most 200 characters.
 * It looks like MUI's small OutlinedInput with a start adornment, as one element and an input: the
 * FormControl, OutlinedInput, InputAdornment and icon were some 20 components on every list screen.
 */
export function SearchField({
  label,
  placeholder = label,
  value,
  onChange,
  fullWidth,
  sx,
  inputRef,
}: SearchFieldProps) {
  return (
    <Field className={fullWidth ? 'full-width' : undefined} sx={sx}>
      <PlainIcon d={ICON_PATHS.search} />
      <input
        ref={inputRef}
        aria-label={label}
        placeholder={placeholder}
        maxLength={200}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
