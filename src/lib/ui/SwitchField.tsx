import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** A labelled on/off switch bound to a boolean field of a react-hook-form form. */
export function SwitchField<T extends FieldValues, Out = T>({
  control,
  name,
  label,
  disabled,
  onToggle,
}: {
  control: Control<T, unknown, Out>;
  name: FieldPath<T>;
  label: string;
  disabled?: boolean;
  /** After the field took the new value. */
  onToggle?: (on: boolean) => void;
}) {
  const { field } = useController({ control, name });
  return (
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
  );
}
