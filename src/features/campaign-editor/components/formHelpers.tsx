import { useId, type ReactNode } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material';
import { get, useController, useFormContext, useFormState, type FieldPath } from 'react-hook-form';
import { SwitchField as BoundSwitchField } from '@/lib/ui/SwitchField';
import type { IdOption } from '../hooks/useEditorLists';
import { useReadOnlyForm } from './readOnlyForm';
import type { CampaignFormValues } from '../schemas/campaignForm';

export type FormPath = FieldPath<CampaignFormValues>;

/** The message of a field's error (or of its root, for arrays), if any. */
export function useFieldError(name: FormPath): string | undefined {
  const { control } = useFormContext<CampaignFormValues>();
  const { errors } = useFormState({ control, name });
  const error = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  return error?.message ?? error?.root?.message;
}

/** A field of the campaign form: its binding (value, onChange, onBlur, ref) and its error message. */
export function useBoundField<N extends FormPath>(name: N) {
  const { control } = useFormContext<CampaignFormValues>();
  const { field } = useController<CampaignFormValues, N>({ control, name });
  return { field, error: useFieldError(name) };
}

export function FieldError({ name }: { name: FormPath }) {
  const error = useFieldError(name);
  return error ? <FormHelperText error>{error}</FormHelperText> : null;
}

/** The editor's switch: lib/ui's SwitchField on the editor's form (its context). */
export function SwitchField(props: {
  name: FormPath;
  label: string;
  disabled?: boolean;
  onToggle?: (on: boolean) => void;
}) {
  const { control } = useFormContext<CampaignFormValues>();
  return <BoundSwitchField control={control} {...props} />;
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
  const { field, error } = useBoundField(name);
  return (
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

/** A multi-select of named ids (campaigns, saved lists): ids in the form, names shown. */
export function IdMultiSelect<T extends number | string>({
  name,
  label,
  options,
  disabled,
  helperText,
}: {
  name: FormPath;
  label: string;
  options: IdOption<T>[];
  disabled?: boolean;
  helperText?: string;
}) {
  const { field, error } = useBoundField(name);
  const readOnly = useReadOnlyForm();
  const value = (Array.isArray(field.value) ? field.value : []) as T[];
  return (
    <Autocomplete
      multiple
      disabled={disabled || readOnly}
      options={options}
      value={options.filter((o) => value.includes(o.id))}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, next) => field.onChange(next.map((o) => o.id))}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={!!error}
          helperText={error ?? helperText}
          inputRef={field.ref}
        />
      )}
    />
  );
}

/**
 * A drop-down bound to the form. A stored value that is not among `options` (yet) shows as empty;
 * `onPicked` runs after a choice (to reset fields that depend on it). Below it: the field's error,
 * else `helperText`.
 */
export function SelectField({
  name,
  label,
  options,
  disabled,
  helperText,
  onPicked,
}: {
  name: FormPath;
  label: string;
  options: readonly { value: string; text: ReactNode }[];
  disabled?: boolean;
  helperText?: ReactNode;
  onPicked?: (value: string) => void;
}) {
  const { field, error } = useBoundField(name);
  const labelId = useId();
  const readOnly = useReadOnlyForm();
  const below = error ?? helperText;
  return (
    <FormControl fullWidth error={!!error} disabled={disabled || readOnly}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select
        labelId={labelId}
        label={label}
        value={options.some((o) => o.value === field.value) ? field.value : ''}
        onChange={(e) => {
          const value = String(e.target.value);
          field.onChange(value);
          onPicked?.(value);
        }}
        onBlur={field.onBlur}
        inputRef={field.ref}
      >
        {options.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.text}
          </MenuItem>
        ))}
      </Select>
      {below && <FormHelperText>{below}</FormHelperText>}
    </FormControl>
  );
}
