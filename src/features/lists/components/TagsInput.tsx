import { Autocomplete, Chip, TextField } from '@mui/material';

interface TagsInputProps {
  label: string;
  value: string[];
  onChange: (tags: string[]) => void;
  options: string[];
  error?: string;
  autoFocus?: boolean;
}

/** Free tags with suggestions: Enter (or leaving the field) adds what was typed. */
export function TagsInput({ label, value, onChange, options, error, autoFocus }: TagsInputProps) {
  return (
    <Autocomplete
      multiple
      freeSolo
      autoSelect
      options={options}
      value={value}
      onChange={(_e, next) => onChange(next.map((t) => (typeof t === 'string' ? t : String(t))))}
      renderValue={(tags, getItemProps) =>
        tags.map((tag, index) => {
          const { key, ...props } = getItemProps({ index });
          return <Chip key={key} label={tag} size="small" {...props} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          autoFocus={autoFocus}
          error={!!error}
          helperText={error ?? 'Press Enter after each tag'}
        />
      )}
    />
  );
}
