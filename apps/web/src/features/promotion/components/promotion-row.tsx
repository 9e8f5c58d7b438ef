import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { PromotionWire } from '@salon/core';
import { formatLocalDayRange } from '@salon/core';
import { useTranslation } from 'react-i18next';
import { RowAction } from '@/components/row-action';
import { useLangPath } from '@/lib/use-lang-path';
import { savingText } from './promotion-format';
import { PromotionStatusChip } from './promotion-status-chip';

interface PromotionRowProps {
  promotion: PromotionWire;
  canEdit: boolean;
  canDelete: boolean;
  onDelete: () => void;
}

/** One promotion: its days, the services it covers (an inactive one says so) and what it takes off. */
export function PromotionRow({ promotion, canEdit, canDelete, onDelete }: PromotionRowProps) {
  const { t, i18n } = useTranslation();
  const to = useLangPath();
  const title = promotion.title;
  const services = promotion.lines
    .map((line) =>
      line.service.status === 'active'
        ? line.service.name
        : t('promotion.list.inactiveService', { name: line.service.name }),
    )
    .join(', ');
  return (
    <TableRow hover>
      <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
        {title}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {formatLocalDayRange(promotion.start, promotion.end, i18n.language)}
      </TableCell>
      <TableCell>{services}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{savingText(promotion, t, i18n.language)}</TableCell>
      <TableCell>
        <PromotionStatusChip status={promotion.status} />
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {canEdit ? (
          <RowAction
            label={t('promotion.list.edit', { title })}
            icon={<EditOutlined fontSize="small" aria-hidden="true" />}
            to={to(`/dashboard/promotion/${promotion._id}/edit`)}
          />
        ) : null}
        {canDelete ? (
          <RowAction
            label={t('promotion.list.delete', { title })}
            icon={<DeleteOutlined fontSize="small" aria-hidden="true" />}
            onClick={onDelete}
          />
        ) : null}
      </TableCell>
    </TableRow>
  );
}
