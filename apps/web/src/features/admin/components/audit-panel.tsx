import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime, VENEZUELA_TIME_ZONE } from '@salon/core';
import { ListTable } from '@/components/list-table';
import { usePaging } from '@/lib/use-paging';
import { useAdminAudit } from '../api/list-admin-audit';
import { auditDetailsText, textOr } from './admin-format';

const COLUMNS = ['at', 'admin', 'action', 'target', 'details'] as const;

/** Every administrator action, newest first, paged. */
export function AuditPanel() {
  const { t, i18n } = useTranslation();
  const paging = usePaging('audit');
  const audit = useAdminAudit(paging.page, paging.limit);
  const rows = audit.data?.data ?? [];

  return (
    <ListTable
      label={t('admin.audit.tableLabel')}
      columns={COLUMNS.map((key) => ({ key, label: t(`admin.audit.columns.${key}`) }))}
      query={audit}
      rowCount={rows.length}
      emptyText={t('admin.audit.empty')}
      paging={{ total: audit.data?.meta.total ?? 0, ...paging }}
    >
      {rows.map((entry) => (
        <TableRow key={entry._id}>
          <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap', fontWeight: 400 }}>
            {formatDateTime(entry.at, i18n.language, VENEZUELA_TIME_ZONE)}
          </TableCell>
          <TableCell sx={{ overflowWrap: 'anywhere' }}>
            {entry.admin ? entry.admin.email : t('admin.audit.commandLine')}
          </TableCell>
          <TableCell>{textOr(t, `admin.audit.actions.${entry.action}`, entry.action)}</TableCell>
          <TableCell>
            {textOr(t, `admin.audit.targets.${entry.target_type}`, entry.target_type)}
            {entry.target_id ? (
              <Typography
                variant="caption"
                title={entry.target_id}
                sx={{ display: 'block', color: 'text.secondary', fontFamily: 'monospace' }}
              >
                {entry.target_id}
              </Typography>
            ) : null}
          </TableCell>
          <TableCell sx={{ minWidth: 220, overflowWrap: 'anywhere' }}>
            <Typography variant="body2">{auditDetailsText(entry.details)}</Typography>
          </TableCell>
        </TableRow>
      ))}
    </ListTable>
  );
}
