import type { Ref } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';

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

/** The small search box of the list screens: a magnifier, a placeholder, at most 200 characters. */
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
    <TextField
      size="small"
      placeholder={placeholder}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      fullWidth={fullWidth}
      sx={sx}
      inputRef={inputRef}
      slotProps={{
        htmlInput: { 'aria-label': label, maxLength: 200 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
