import { FormControlLabel, FormHelperText, Switch, TextField, type TextFieldProps } from '@mui/material';
import { Controller, get, useFormContext, useFormState, type FieldPath } from 'react-hook-form';
import type { CampaignFormValues } from '../schemas/campaignForm';

export type FormPath = FieldPath<CampaignFormValues>;

/** The message of a field's error (or of its root, for arrays), if any. */
export function useFieldError(name: FormPath): string | undefined {
  const { control } = useFormContext<CampaignFormValues>();
  const { errors } = useFormState({ control, name });
  const error = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  return error?.message ?? error?.root?.message;
}

export function FieldError({ name }: { name: FormPath }) {
  const error = useFieldError(name);
  return error ? <FormHelperText error>{error}</FormHelperText> : null;
}

export function SwitchField({
  name,
  label,
  disabled,
  onToggle,
}: {
  name: FormPath;
  label: string;
  disabled?: boolean;
  onToggle?: (on: boolean) => void;
}) {
  const { control } = useFormContext<CampaignFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          disabled={disabled}
          control={
            <Switch
              checked={field.value === true}
              onChange={(_, on) => {
                field.onChange(on);
                onToggle?.(on);
              }}
              onBlur={field.onBlur}
              slotProps={{ input: { ref: field.ref } }}
            />
          }
        />
      )}
    />
  );
}

type TextProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & { name: FormPath };

/** A TextField bound to the form; `format` shows the stored value, `parse` stores what was typed. */
function BoundTextField({
  name,
  helperText,
  format,
  parse,
  ...rest
}: TextProps & { format: (value: unknown) => string | number; parse: (typed: string) => unknown }) {
  const { control } = useFormContext<CampaignFormValues>();
  const error = useFieldError(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          {...rest}
          name={field.name}
          value={format(field.value)}
          onChange={(e) => field.onChange(parse(e.target.value))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={!!error}
          helperText={error ?? helperText}
        />
      )}
    />
  );
}

export function TextInput(props: TextProps) {
  return (
    <BoundTextField
      {...props}
      format={(value) => (typeof value === 'string' ? value : '')}
      parse={(typed) => typed}
    />
  );
}

/** A whole-number input; an empty box is kept as '' so the schema can say what is wrong. */
export function NumberInput(props: TextProps) {
  return (
    <BoundTextField
      {...props}
      type="number"
      format={(value) => (typeof value === 'number' && Number.isFinite(value) ? value : '')}
      parse={(typed) => (typed === '' ? '' : Number(typed))}
    />
  );
}
