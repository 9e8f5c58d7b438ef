import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SalonWire } from '@salon/core';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toErrorEnvelope } from '@/lib/api-client';
import { applyServerFieldErrors, errorText } from '@/lib/api-errors';
import { useSalonSessionSync } from '../api/session-sync';
import { useUpdateSalon, type UpdateSalonInput } from '../api/update-salon';
import { SalonAddressFields } from './salon-address-fields';
import { SalonContactFields, SalonDetailsFields } from './salon-fields';
import {
  ADDRESS_FIELDS,
  CONTACT_FIELDS,
  DETAILS_FIELDS,
  formToAddress,
  salonFormSchema,
  salonToForm,
  type SalonFormInput,
  type SalonFormValues,
} from './salon-form-schema';

export type FieldsTab = 'details' | 'contact' | 'address';
const TAB_FIELDS = { details: DETAILS_FIELDS, contact: CONTACT_FIELDS, address: ADDRESS_FIELDS } as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');

/** One profile tab of plain fields (details, contact & social, address), saved on its own. */
export function SalonFieldsTab({ salon, tab }: { salon: SalonWire; tab: FieldsTab }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const updateSalon = useUpdateSalon();
  const sync = useSalonSessionSync();
  const [failure, setFailure] = useState<string | null>(null);
  const initial = salonToForm(salon);
  const form = useForm<SalonFormInput, unknown, SalonFormValues>({
    resolver: zodResolver(salonFormSchema),
    values: initial,
  });
  const fields = TAB_FIELDS[tab];

  const onSubmit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      const parsedInitial = salonFormSchema.safeParse(initial);
      const before: Partial<SalonFormValues> = parsedInitial.success ? parsedInitial.data : {};
      const changed = fields.filter((name) => !same(values[name], before[name]));
      if (changed.length === 0) {
        enqueueSnackbar(t('errors.NO_CHANGES'), { variant: 'info' });
        return;
      }
      const input: UpdateSalonInput = {};
      if (tab === 'address') input.address = formToAddress(values);
      else {
        for (const name of changed) {
          // A cleared handle or website is sent empty, so the server removes it.
          (input as Record<string, unknown>)[name] = values[name as keyof SalonFormValues] ?? '';
        }
      }
      try {
        const saved = await updateSalon.mutateAsync({ id: salon._id, ...input });
        form.reset(salonToForm(saved));
        enqueueSnackbar(t('salon.profile.saved'), { variant: 'success' });
        if (input.title) void sync.refresh();
      } catch (error) {
        if (toErrorEnvelope(error).code === 'NO_CHANGES') {
          enqueueSnackbar(t('errors.NO_CHANGES'), { variant: 'info' });
          return;
        }
        const unplaced = applyServerFieldErrors(error, form.setError, [...fields]);
        if (unplaced) setFailure(errorText(t, unplaced, 'errors.UPDATE'));
      }
    },
    (errors) => {
      // A stored value of another tab that no longer passes the rules would block silently otherwise.
      if (!fields.some((name) => errors[name])) setFailure(t('errors.VALIDATION_FAILED'));
    },
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      {failure ? (
        <Alert severity="error" sx={{ mb: 3 }}>
          {failure}
        </Alert>
      ) : null}
      {tab === 'details' ? <SalonDetailsFields form={form} /> : null}
      {tab === 'contact' ? <SalonContactFields form={form} /> : null}
      {tab === 'address' ? <SalonAddressFields form={form} /> : null}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 4 }}>
        <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
          {t('salon.profile.save')}
        </Button>
      </Box>
    </Box>
  );
}
