import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useController, type Control, type FieldValues } from 'react-hook-form';

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

type TagsFormValues = { tags: string[] };

/** The "Tags" field of a form whose values hold `tags`; the first tag's zod message shows under it. */
export function TagsField<T extends FieldValues & TagsFormValues>({
  control,
  tagOptions,
  autoFocus,
}: {
  control: Control<T>;
  tagOptions: string[];
  autoFocus?: boolean;
}) {
  // Every T holds `tags: string[]`; react-hook-form's Control is invariant, hence the narrowing cast.
  const { field, fieldState, formState } = useController({
    control: control as unknown as Control<TagsFormValues>,
    name: 'tags',
  });
  return (
    <TagsInput
      label="Tags"
      autoFocus={autoFocus}
      value={field.value}
      onChange={field.onChange}
      options={tagOptions}
      error={fieldState.error?.message ?? formState.errors.tags?.[0]?.message}
    />
  );
}
