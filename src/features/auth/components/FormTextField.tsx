import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  helperText?: string;
};

/**
 * An outlined text field bound to react-hook-form; the zod message shows under the field.
 * Built from FormControl/OutlinedInput rather than TextField: TextField pulls in Select, Menu and
 * Modal, about 15 KB gzip that every sign-in page would load for nothing.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  required,
  ...input
}: Props<T>) {
  const { field, fieldState } = useController({ control, name });
  const id = useId();
  const message = fieldState.error?.message ?? helperText;
  return (
    <FormControl fullWidth margin="normal" variant="outlined" error={!!fieldState.error} required={required}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={required ? `${label} *` : label}
        name={field.name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        aria-describedby={message ? `${id}-helper` : undefined}
      />
      {message && <FormHelperText id={`${id}-helper`}>{message}</FormHelperText>}
    </FormControl>
  );
}
