import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface Option<T extends string> {
  value: T;
  label: string;
  icon?: ReactNode;
}

interface SettingsOptionGroupProps<T extends string> {
  title: string;
  value: T;
  options: readonly Option<T>[];
  onChange: (value: T) => void;
}

/** One labelled group of exclusive choices in the settings drawer. */
export function SettingsOptionGroup<T extends string>({
  title,
  value,
  options,
  onChange,
}: SettingsOptionGroupProps<T>) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mb: 3 }}>
      <Typography id={titleId} component="h3" variant="subtitle2" sx={{ mb: 1, color: 'text.secondary' }}>
        {title}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        value={value}
        aria-labelledby={titleId}
        onChange={(_event, next: T | null) => {
          if (next) onChange(next);
        }}
      >
        {options.map((option) => (
          <ToggleButton
            key={option.value}
            value={option.value}
            sx={{ gap: 0.75, flexDirection: 'column', py: 1 }}
          >
            {option.icon}
            <Typography component="span" variant="caption" sx={{ fontWeight: 600 }}>
              {option.label}
            </Typography>
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
