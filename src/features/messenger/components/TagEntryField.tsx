import { TextField } from '@mui/material';

/** The small "type a tag" field of the conversation and profile tag rows; typing clears the error. */
export function TagEntryField({
  label,
  value,
  error,
  onChange,
  width,
}: {
  label: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  width: number;
}) {
  return (
    <TextField
      size="small"
      placeholder={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={!!error}
      helperText={error ?? undefined}
      slotProps={{ htmlInput: { 'aria-label': label, maxLength: 60 } }}
      sx={{ width }}
    />
  );
}
