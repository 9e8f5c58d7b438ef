import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { incomesQuerySchema, REPORT_RANGES, type ReportRange } from '@salon/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '@/lib/api-errors';
import type { ReportRangeState } from './use-report-params';

export interface RangeErrors {
  from?: string;
  to?: string;
}

/** The shared rules of a custom range (both days, in order, at most three years), as message keys per field. */
export const customRangeErrors = (salonId: string, from: string, to: string): RangeErrors => {
  const parsed = incomesQuerySchema.safeParse({ salon_id: salonId, range: 'custom', from, to });
  if (parsed.success) return {};
  const errors: RangeErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'from' || field === 'to') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
};

interface ReportRangePickerProps {
  salonId: string;
  value: ReportRangeState;
  onChange: (next: ReportRangeState) => void;
  /** The dates the shown report covers: a new custom range starts from them. */
  shown: { from: string; to: string };
  /** Field errors of the range in the URL or from the server (message keys). */
  errors: RangeErrors;
}

/** The six ranges as toggle buttons; a custom range adds two date fields checked before the report is asked. */
export function ReportRangePicker({ salonId, value, onChange, shown, errors }: ReportRangePickerProps) {
  const { t } = useTranslation();
  const choose = (range: ReportRange | null) => {
    if (!range || range === value.range) return;
    if (range === 'custom') onChange({ range, from: shown.from, to: shown.to });
    else onChange({ range, from: '', to: '' });
  };

  return (
    <Box sx={{ mb: 3 }}>
      <ToggleButtonGroup
        value={value.range}
        exclusive
        onChange={(_event, range: ReportRange | null) => choose(range)}
        aria-label={t('report.range.label')}
        size="small"
        sx={{ flexWrap: 'wrap' }}
      >
        {REPORT_RANGES.map((range) => (
          <ToggleButton key={range} value={range} sx={{ textTransform: 'none' }}>
            {t(`report.range.${range}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {value.range === 'custom' ? (
        // Keyed by the applied dates, so the fields start again from them whenever the URL changes.
        <CustomRangeForm
          key={`${value.from}|${value.to}`}
          salonId={salonId}
          initial={{ from: value.from, to: value.to }}
          errors={errors}
          onApply={(dates) => onChange({ range: 'custom', ...dates })}
        />
      ) : null}
    </Box>
  );
}

interface CustomRangeFormProps {
  salonId: string;
  initial: { from: string; to: string };
  errors: RangeErrors;
  onApply: (dates: { from: string; to: string }) => void;
}

function CustomRangeForm({ salonId, initial, errors, onApply }: CustomRangeFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const [draftErrors, setDraftErrors] = useState<RangeErrors>({});

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = customRangeErrors(salonId, draft.from, draft.to);
    setDraftErrors(found);
    if (!found.from && !found.to) onApply(draft);
  };

  const shownErrors = draftErrors.from || draftErrors.to ? draftErrors : errors;
  const dateField = (name: 'from' | 'to') => (
    <TextField
      type="date"
      size="small"
      label={t(`report.range.${name}`)}
      value={draft[name]}
      onChange={(event) => setDraft((current) => ({ ...current, [name]: event.target.value }))}
      error={Boolean(shownErrors[name])}
      helperText={fieldErrorText(t, shownErrors[name])}
      required
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={apply}
      aria-label={t('report.range.customLabel')}
      sx={{ display: 'flex', gap: 2, mt: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      {dateField('from')}
      {dateField('to')}
      <Button type="submit" variant="outlined" sx={{ mt: 0.25 }}>
        {t('report.range.apply')}
      </Button>
    </Box>
  );
}
