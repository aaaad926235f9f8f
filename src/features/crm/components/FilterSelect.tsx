import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';

interface FilterSelectProps<T extends string> {
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: readonly (readonly [T, string])[];
  width?: number;
}

/** One of the CRM's filter drop-downs. */
export function FilterSelect<T extends string>({
  label,
  value,
  onChange,
  options,
  width = 140,
}: FilterSelectProps<T>) {
  const id = `crm-filter-${label.toLowerCase()}`;
  return (
    <FormControl size="small" sx={{ width }}>
      <InputLabel id={id}>{label}</InputLabel>
      <Select labelId={id} label={label} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map(([v, text]) => (
          <MenuItem key={v} value={v}>
            {text}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
