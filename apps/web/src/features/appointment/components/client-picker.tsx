import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { ClientReach, ClientWire } from '@salon/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '@/lib/api-errors';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useClientOptions } from '../api/lookups';

export interface ClientOption {
  _id: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email?: string | null;
  /** How the confirmation would reach them (the client list says); unknown for an appointment's own client. */
  reached_by?: ClientReach;
}

/** Search the salon's clients by name, e-mail or phone (GET client?q) and pick one. */
export function ClientPicker(props: {
  salonId: string;
  value: ClientOption | null;
  onChange: (client: ClientOption | null) => void;
  error?: string;
  disabled?: boolean;
}) {
  const { salonId, value, onChange, error, disabled } = props;
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim());
  const options = useClientOptions({ salon_id: salonId, q });
  const list: ClientOption[] = (options.data ?? []).map((client: ClientWire) => client);
  return (
    <Autocomplete<ClientOption>
      options={value && !list.some((one) => one._id === value._id) ? [value, ...list] : list}
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={text}
      onInputChange={(_event, next) => setText(next)}
      filterOptions={(all) => all}
      isOptionEqualToValue={(option, selected) => option._id === selected._id}
      getOptionLabel={(option) => `${option.firstName} ${option.lastName}`}
      renderOption={(optionProps, option) => {
        const { key, ...rest } = optionProps as typeof optionProps & { key: string };
        return (
          <li key={key} {...rest}>
            {option.firstName} {option.lastName} · {option.phoneNumber}
          </li>
        );
      }}
      loading={options.isFetching}
      loadingText={t('appointment.common.loading')}
      noOptionsText={t('appointment.dialog.noClients')}
      disabled={disabled}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('appointment.dialog.client')}
          error={Boolean(error)}
          helperText={fieldErrorText(t, error) ?? t('appointment.dialog.clientHelp')}
          required
        />
      )}
    />
  );
}
