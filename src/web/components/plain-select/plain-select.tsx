import { useId } from 'react';
import '../outlined-label.css';
import './plain-select.css';

export interface PlainSelectOption {
  value: number;
  label: string;
}

interface PlainSelectProps {
  label: string;
  value: number | undefined;
  options: readonly PlainSelectOption[];
  onChange: (value: number) => void;
  disabled?: boolean;
  /** The least width of the field; it fills its container otherwise. */
  minWidth?: number;
}

/**
 * An outlined select with the browser's own option list, for the dashboards' pickers. MUI's select
 * would bring its input, menu and popover to the dashboards' first load.
 */
export function PlainSelect({ label, value, options, onChange, disabled, minWidth }: PlainSelectProps) {
  const id = useId();
  return (
    <div
      className="outlined-label plain-select"
      style={minWidth ? { minWidth, display: 'inline-block' } : undefined}
    >
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value === undefined ? '' : String(value)}
        onChange={(event) => onChange(Number(event.target.value))}
        disabled={disabled}
      >
        {value === undefined && <option value="" disabled />}
        {options.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
