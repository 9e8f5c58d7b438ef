import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { REVIEW_STARS } from '@salon/core';
import { useTranslation } from 'react-i18next';
import type { ReviewFilterOption } from '../api/list-review-filters';

export interface ReviewFilterValues {
  /** '' for every value. */
  stars: string;
  employee: string;
  service: string;
}

interface ReviewFiltersProps {
  value: ReviewFilterValues;
  employees: ReviewFilterOption[];
  services: ReviewFilterOption[];
  onChange: (next: ReviewFilterValues) => void;
}

/** Stars, employee and service: each "All" or one choice; the list follows at once. */
export function ReviewFilters({ value, employees, services, onChange }: ReviewFiltersProps) {
  const { t } = useTranslation();
  const all = <MenuItem value="">{t('review.filters.all')}</MenuItem>;
  const select = (
    key: keyof ReviewFilterValues,
    label: string,
    options: { value: string; label: string }[],
  ) => (
    <TextField
      select
      size="small"
      label={label}
      value={value[key]}
      onChange={(event) => onChange({ ...value, [key]: event.target.value })}
      sx={{ minWidth: 180 }}
    >
      {all}
      {/* A choice from the address bar the options do not (yet) hold, so the field still shows it. */}
      {value[key] && !options.some((option) => option.value === value[key]) ? (
        <MenuItem value={value[key]}>…</MenuItem>
      ) : null}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
  const any = value.stars !== '' || value.employee !== '' || value.service !== '';
  return (
    <Box
      role="group"
      aria-label={t('review.filters.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}
    >
      {select(
        'stars',
        t('review.filters.stars'),
        [...REVIEW_STARS].reverse().map((stars) => ({
          value: String(stars),
          label: t('review.starsShort', { count: stars }),
        })),
      )}
      {select(
        'employee',
        t('review.filters.employee'),
        employees.map((employee) => ({ value: employee._id, label: employee.name })),
      )}
      {select(
        'service',
        t('review.filters.service'),
        services.map((service) => ({ value: service._id, label: service.name })),
      )}
      {any ? (
        <Button onClick={() => onChange({ stars: '', employee: '', service: '' })}>
          {t('review.filters.clear')}
        </Button>
      ) : null}
    </Box>
  );
}
