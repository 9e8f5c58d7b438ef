import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

interface FilterTogglesProps<T extends string> {
  /** The group's accessible name. */
  label: string;
  options: readonly T[];
  value: T;
  optionLabel: (option: T) => string;
  onChange: (value: T) => void;
}

/** A list's status filter: one pressed button of a few, wrapping on narrow screens. */
export function FilterToggles<T extends string>({
  label,
  options,
  value,
  optionLabel,
  onChange,
}: FilterTogglesProps<T>) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      aria-label={label}
      value={value}
      onChange={(_event, next: T | null) => {
        if (next) onChange(next);
      }}
      sx={{ mb: 2, flexWrap: 'wrap' }}
    >
      {options.map((option) => (
        <ToggleButton key={option} value={option} sx={{ px: 2, textTransform: 'none' }}>
          {optionLabel(option)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
