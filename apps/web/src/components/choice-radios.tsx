import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

interface ChoiceRadiosProps<T extends string> {
  /** Ties the visible label to the group, so a screen reader names it. */
  id: string;
  label: string;
  name?: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  error?: boolean;
}

/** A labelled row of radio buttons, one per choice: the forms' small either-or fields. */
export function ChoiceRadios<T extends string>({
  id,
  label,
  name,
  value,
  options,
  onChange,
  error,
}: ChoiceRadiosProps<T>) {
  return (
    <FormControl error={error}>
      <FormLabel id={id}>{label}</FormLabel>
      <RadioGroup
        row
        name={name}
        aria-labelledby={id}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio />}
            label={option.label}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
