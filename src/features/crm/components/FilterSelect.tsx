import { PlainSelect } from '@/lib/ui/PlainSelect';

interface FilterSelectProps<T extends string> {
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: readonly (readonly [T, string])[];
  width?: number;
}

/**
 * One of the CRM's filter drop-downs: a native select. MUI's Select (with its Menu, Popover and
 * Modal) made the four of them some 35 ms of the CRM's first render at 4x CPU, and MUI's
 * NativeSelect in its FormControl some 40 components each.
 */
export function FilterSelect<T extends string>({
  label,
  value,
  onChange,
  options,
  width = 140,
}: FilterSelectProps<T>) {
  return (
    <PlainSelect
      id={`crm-filter-${label.toLowerCase()}`}
      label={label}
      value={value}
      options={options}
      onChange={(next) => onChange(next as T)}
      width={width}
    />
  );
}
