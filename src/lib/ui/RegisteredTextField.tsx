import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

/** A TextField bound with react-hook-form's `register`; the zod message replaces the hint below it. */
export function RegisteredTextField({
  registration,
  fieldError,
  helperText,
  ...rest
}: Omit<TextFieldProps, 'error'> & { registration: UseFormRegisterReturn; fieldError?: FieldError }) {
  return (
    <TextField
      {...rest}
      {...registration}
      error={!!fieldError}
      helperText={fieldError?.message ?? helperText}
    />
  );
}
