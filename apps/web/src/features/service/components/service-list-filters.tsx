import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ServiceGroupWire } from '@salon/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SERVICE_STATUS_FILTERS, type ServiceStatusFilter } from '../api/list-services';

export interface ServiceFilters {
  q: string;
  group: string;
  status: ServiceStatusFilter;
}

interface ServiceListFiltersProps {
  value: ServiceFilters;
  groups: ServiceGroupWire[];
  onChange: (next: Partial<ServiceFilters>) => void;
}

/** Typing waits this long before searching, so each key press is not a request. */
export const SEARCH_DELAY_MS = 300;

/** Search by name, one group or all, and All / Active / Inactive. */
export function ServiceListFilters({ value, groups, onChange }: ServiceListFiltersProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value.q);
  const [urlText, setUrlText] = useState(value.q);

  // The URL may change the search from outside (back button): follow it, while rendering.
  if (urlText !== value.q) {
    setUrlText(value.q);
    setText(value.q);
  }
  useEffect(() => {
    if (text.trim() === value.q) return undefined;
    const timer = setTimeout(() => onChange({ q: text.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value.q, onChange]);

  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }} role="search">
      <TextField
        type="search"
        label={t('service.list.search')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        sx={{ flex: '2 1 240px' }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search aria-hidden="true" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        label={t('service.list.group')}
        value={groups.some((group) => group._id === value.group) ? value.group : ''}
        onChange={(event) => onChange({ group: event.target.value })}
        sx={{ flex: '1 1 180px' }}
      >
        <MenuItem value="">{t('service.list.allGroups')}</MenuItem>
        {groups.map((group) => (
          <MenuItem key={group._id} value={group._id}>
            {group.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('service.list.status')}
        value={value.status}
        onChange={(event) => onChange({ status: event.target.value as ServiceStatusFilter })}
        sx={{ flex: '1 1 160px' }}
      >
        {SERVICE_STATUS_FILTERS.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`service.list.filters.${status}`)}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
