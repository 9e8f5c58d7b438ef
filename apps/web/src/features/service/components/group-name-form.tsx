import { zodResolver } from '@hookform/resolvers/zod';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { catalogueNameSchema, type ServiceGroupWire } from '@salon/core';
import { useSnackbar } from 'notistack';
import { useId } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormTextField } from '@/components/form-text-field';
import { toErrorEnvelope } from '@/lib/api-client';
import { applyServerFieldErrors, errorText } from '@/lib/api-errors';
import { useCreateServiceGroup } from '../api/create-service-group';
import { useRenameServiceGroup } from '../api/rename-service-group';

const groupNameSchema = z.object({ name: catalogueNameSchema });
type GroupName = z.infer<typeof groupNameSchema>;

const useGroupNameForm = (name = '') =>
  useForm<GroupName>({ resolver: zodResolver(groupNameSchema), defaultValues: { name } });

/** Puts a refusal (a taken name, a bad one) under the name field, else says it in a snackbar. */
const useFailureHandler = (form: UseFormReturn<GroupName>) => {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  return (error: unknown) => {
    const unplaced = applyServerFieldErrors(error, form.setError, ['name']);
    if (unplaced) enqueueSnackbar(errorText(t, unplaced), { variant: 'error' });
  };
};

/** The inline "new group" form above the list. */
export function CreateGroupForm({ salonId }: { salonId: string }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateServiceGroup();
  const form = useGroupNameForm();
  const fail = useFailureHandler(form);
  const onSubmit = form.handleSubmit(async ({ name }) => {
    try {
      const group = await create.mutateAsync({ salonId, name });
      form.reset({ name: '' });
      enqueueSnackbar(t('service.groups.created', { name: group.name }), { variant: 'success' });
    } catch (error) {
      fail(error);
    }
  });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('service.groups.createLabel')}
      sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap', mb: 3 }}
    >
      <FormTextField
        form={form}
        name="name"
        label={t('service.groups.newName')}
        required
        sx={{ flex: '1 1 260px', maxWidth: 420 }}
      />
      <Button
        type="submit"
        variant="contained"
        startIcon={<Add aria-hidden="true" />}
        loading={form.formState.isSubmitting}
        sx={{ mt: 1 }}
      >
        {t('service.groups.add')}
      </Button>
    </Box>
  );
}

/** Renames a group in a dialog. */
export function RenameGroupDialog({ group, onClose }: { group: ServiceGroupWire; onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const rename = useRenameServiceGroup();
  const form = useGroupNameForm(group.name);
  const fail = useFailureHandler(form);
  const id = useId();
  const onSubmit = form.handleSubmit(async ({ name }) => {
    if (name === group.name) {
      enqueueSnackbar(t('errors.NO_CHANGES'), { variant: 'info' });
      return;
    }
    try {
      await rename.mutateAsync({ id: group._id, name });
      enqueueSnackbar(t('service.groups.renamed', { name }), { variant: 'success' });
      onClose();
    } catch (error) {
      if (toErrorEnvelope(error).code === 'NO_CHANGES') onClose();
      else fail(error);
    }
  });
  return (
    <Dialog
      open
      onClose={form.formState.isSubmitting ? undefined : onClose}
      aria-labelledby={id}
      fullWidth
      maxWidth="xs"
    >
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id={id}>{t('service.groups.renameTitle', { name: group.name })}</DialogTitle>
        <DialogContent>
          <FormTextField
            form={form}
            name="name"
            label={t('service.groups.name')}
            required
            fullWidth
            autoFocus
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={form.formState.isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            {t('service.groups.renameSave')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
