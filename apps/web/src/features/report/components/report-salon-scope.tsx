import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ALL_SALONS } from '@salon/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useRole } from '@/lib/session/use-role';

export type SalonScope = 'current' | typeof ALL_SALONS;

/**
 * Whether the report covers the current salon or every salon (`?salons=all`), kept in the URL like
 * the range. Only the owner sees every salon, so for anyone else it is always the current one (the server
 * refuses `all` to them anyway).
 */
export function useSalonScope(): [SalonScope, (next: SalonScope) => void, boolean] {
  const [params, setParams] = useSearchParams();
  const owner = useRole() === 'owner';
  const scope: SalonScope = owner && params.get('salons') === ALL_SALONS ? ALL_SALONS : 'current';
  const select = (next: SalonScope) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === ALL_SALONS) updated.set('salons', ALL_SALONS);
        else updated.delete('salons');
        return updated;
      },
      { replace: true },
    );
  return [scope, select, owner];
}

/** "This salon" or "All salons", as toggle buttons like the range's (keyboard: Tab, then Space or Enter). */
export function ReportSalonScope({
  value,
  onChange,
}: {
  value: SalonScope;
  onChange: (next: SalonScope) => void;
}) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      value={value}
      exclusive
      onChange={(_event, next: SalonScope | null) => next && next !== value && onChange(next)}
      aria-label={t('report.salons.label')}
      size="small"
      // The unpressed choice in the secondary text colour: MUI's default grey fails contrast on the page's
      // background (axe, the e2e report spec).
      sx={{
        flexWrap: 'wrap',
        mb: 2,
        '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.secondary' },
      }}
    >
      <ToggleButton value="current" sx={{ textTransform: 'none' }}>
        {t('report.salons.current')}
      </ToggleButton>
      <ToggleButton value={ALL_SALONS} sx={{ textTransform: 'none' }}>
        {t('report.salons.all')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
