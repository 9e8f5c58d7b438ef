import KeyOffOutlined from '@mui/icons-material/KeyOffOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { EMPLOYEE_ACCESS_MONTHLY_USD, type EmployeeWire, formatMoney } from '@salon/core';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorText } from '@/lib/api-errors';
import { useGrantAccess } from '../api/grant-access';
import { useRevokeAccess } from '../api/revoke-access';
import { employeeName } from './employee-labels';

/**
 * App access (docs/product.md "Roles and permissions"): granting asks first, naming the monthly charge per
 * employee and that a temporary password will be e-mailed; revoking asks too.
 */
export function AccessSection({ employee, canManage }: { employee: EmployeeWire; canManage: boolean }) {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const grant = useGrantAccess();
  const revoke = useRevokeAccess();
  const [asking, setAsking] = useState<'grant' | 'revoke' | null>(null);
  const inactive = employee.status === 'inactive';

  const run = async () => {
    try {
      if (asking === 'grant') {
        const answer = await grant.mutateAsync(employee._id);
        enqueueSnackbar(
          t('employee.access.granted', { fee: formatMoney(answer.monthly_fee, i18n.language) }),
          { variant: 'success' },
        );
      } else {
        await revoke.mutateAsync(employee._id);
        enqueueSnackbar(t('employee.access.revoked'), { variant: 'success' });
      }
    } catch (error) {
      enqueueSnackbar(errorText(t, error), { variant: 'error' });
    } finally {
      setAsking(null);
    }
  };

  return (
    <Box>
      <Typography sx={{ mb: 2 }}>
        {t(employee.access_to_app ? 'employee.access.on' : 'employee.access.off')}
      </Typography>
      {canManage && employee.access_to_app ? (
        <Button
          variant="outlined"
          color="error"
          startIcon={<KeyOffOutlined aria-hidden="true" />}
          onClick={() => setAsking('revoke')}
        >
          {t('employee.access.revoke')}
        </Button>
      ) : null}
      {canManage && !employee.access_to_app ? (
        <>
          <Button
            variant="contained"
            startIcon={<KeyOutlined aria-hidden="true" />}
            onClick={() => setAsking('grant')}
            disabled={inactive}
            aria-describedby={inactive ? `access-hint-${employee._id}` : undefined}
          >
            {t('employee.access.grant')}
          </Button>
          {inactive ? (
            <Typography
              id={`access-hint-${employee._id}`}
              variant="body2"
              color="text.secondary"
              sx={{ mt: 1 }}
            >
              {t('employee.access.inactiveHint')}
            </Typography>
          ) : null}
        </>
      ) : null}
      <ConfirmDialog
        open={asking === 'grant'}
        title={t('employee.access.grantTitle')}
        message={t('employee.access.grantText', {
          fee: formatMoney(EMPLOYEE_ACCESS_MONTHLY_USD, i18n.language),
          email: employee.email,
        })}
        confirmLabel={t('employee.access.grantConfirm')}
        busy={grant.isPending}
        onConfirm={() => void run()}
        onClose={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'revoke'}
        title={t('employee.access.revokeTitle')}
        message={t('employee.access.revokeText', { name: employeeName(employee) })}
        confirmLabel={t('employee.access.revokeConfirm')}
        destructive
        busy={revoke.isPending}
        onConfirm={() => void run()}
        onClose={() => setAsking(null)}
      />
    </Box>
  );
}
