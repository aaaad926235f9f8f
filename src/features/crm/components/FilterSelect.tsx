import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';

interface FilterSelectProps<T extends string> {
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: readonly (readonly [T, string])[];
  width?: number;
}

/**
 * One of the CRM's filter drop-downs: a native select. MUI's Select (with its Menu, Popover and
 * Modal) made the four of them some 35 ms of the CRM's first render at 4x CPU.
 */
export function FilterSelect<T extends string>({
  label,
  value,
  onChange,
  options,
  width = 140,
}: FilterSelectProps<T>) {
  const id = `crm-filter-${label.toLowerCase()}`;
  // A native select always shows its option, '' (all) too: the label always sits on the border.
  return (
    <FormControl size="small" sx={{ width }}>
      <InputLabel shrink htmlFor={id}>
        {label}
      </InputLabel>
      <NativeSelect
        input={<OutlinedInput notched label={label} />}
        inputProps={{ id }}
        value={value}
        onChange={(e) => onChange(e.target.value as T)}
      >
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
