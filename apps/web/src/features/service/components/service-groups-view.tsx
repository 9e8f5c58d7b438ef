import ArrowBack from '@mui/icons-material/ArrowBack';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ServiceGroupWire } from '@salon/core';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toErrorEnvelope } from '@/lib/api-client';
import { errorText } from '@/lib/api-errors';
import { useCan } from '@/lib/session/use-role';
import { useLangPath } from '@/lib/use-lang-path';
import { useDeleteServiceGroup } from '../api/delete-service-group';
import { useServiceGroups } from '../api/list-service-groups';
import { CreateGroupForm, RenameGroupDialog } from './group-name-form';
import { SalonScreen } from '@/components/salon-screen';
import { ListTable } from '@/components/list-table';

const COLUMNS = ['name', 'services', 'active', 'actions'] as const;

function GroupsBody({ salonId }: { salonId: string }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const canManage = useCan('service.manage');
  const groups = useServiceGroups(salonId);
  const remove = useDeleteServiceGroup();
  const [renaming, setRenaming] = useState<ServiceGroupWire | null>(null);
  const [deleting, setDeleting] = useState<ServiceGroupWire | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const rows = groups.data ?? [];

  const confirmDelete = async () => {
    if (!deleting) return;
    const group = deleting;
    setRefusal(null);
    try {
      await remove.mutateAsync(group._id);
      enqueueSnackbar(t('service.groups.deleted', { name: group.name }), { variant: 'success' });
    } catch (error) {
      // The refusal stays on screen (not a passing snackbar): it says what to do next.
      if (toErrorEnvelope(error).code === 'SERVICE_GROUP_HAS_ACTIVE_SERVICES') {
        setRefusal(group.name);
      } else {
        enqueueSnackbar(errorText(t, error), { variant: 'error' });
      }
    } finally {
      setDeleting(null);
    }
  };

  return (
    <>
      {canManage ? <CreateGroupForm salonId={salonId} /> : null}
      {refusal ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={() => setRefusal(null)}>
          <AlertTitle>{t('service.groups.refusedTitle', { name: refusal })}</AlertTitle>
          {t('errors.SERVICE_GROUP_HAS_ACTIVE_SERVICES')}
        </Alert>
      ) : null}
      <Paper variant="outlined">
        <ListTable
          label={t('service.groups.tableLabel')}
          columns={COLUMNS.filter((key) => canManage || key !== 'actions').map((key) => ({
            key,
            label: t(`service.groups.columns.${key}`),
            align: key === 'name' ? 'left' : 'right',
          }))}
          query={groups}
          loadingLabel={t('service.common.loading')}
          rowCount={rows.length}
          emptyText={t(canManage ? 'service.groups.empty' : 'service.groups.emptyReadOnly')}
        >
          {rows.map((group) => (
            <TableRow key={group._id} hover>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {group.name}
              </TableCell>
              <TableCell align="right">{group.services_count}</TableCell>
              <TableCell align="right">{group.active_services_count}</TableCell>
              {canManage ? (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Button
                    size="small"
                    startIcon={<Edit aria-hidden="true" />}
                    onClick={() => setRenaming(group)}
                    aria-label={t('service.groups.rename', { name: group.name })}
                  >
                    {t('service.groups.renameButton')}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    startIcon={<Delete aria-hidden="true" />}
                    onClick={() => setDeleting(group)}
                    aria-label={t('service.groups.delete', { name: group.name })}
                  >
                    {t('service.groups.deleteButton')}
                  </Button>
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </ListTable>
      </Paper>
      {renaming ? <RenameGroupDialog group={renaming} onClose={() => setRenaming(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('service.groups.deleteTitle', { name: deleting?.name ?? '' })}
        message={t('service.groups.deleteMessage')}
        confirmLabel={t('service.groups.deleteButton')}
        destructive
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

/** The salon's service groups: create inline, rename in a dialog, delete after confirming. */
export function ServiceGroupsView() {
  const { t } = useTranslation();
  const to = useLangPath();
  return (
    <SalonScreen
      title={t('service.groups.title')}
      subtitle={t('service.groups.subtitle')}
      actions={
        <Button
          component={RouterLink}
          to={to('/dashboard/service/list')}
          variant="outlined"
          startIcon={<ArrowBack aria-hidden="true" />}
        >
          {t('service.common.back')}
        </Button>
      }
    >
      {(salonId) => <GroupsBody key={salonId} salonId={salonId} />}
    </SalonScreen>
  );
}
