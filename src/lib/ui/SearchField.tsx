import type { Ref } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import FormControl from '@mui/material/FormControl';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material';
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
    // TextField's parts without TextField, which imports Select and with it Menu, Popover and Modal.
    <FormControl size="small" fullWidth={fullWidth} sx={sx}>
      <OutlinedInput
        size="small"
        fullWidth={fullWidth}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        inputRef={inputRef}
        inputProps={{ 'aria-label': label, maxLength: 200 }}
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon fontSize="small" />
          </InputAdornment>
        }
      />
    </FormControl>
  );
}
