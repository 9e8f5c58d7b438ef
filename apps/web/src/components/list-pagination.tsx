import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';

export const PAGE_SIZES = [10, 20, 50];

export interface ListPaginationProps {
  total: number;
  /** `total` is where the server stopped counting (a search matching much of the history): "of more than". */
  capped?: boolean;
  /** Zero-based, as MUI counts pages. */
  page: number;
  limit: number;
  onPageChange: (page: number) => void;
  /** A new page size starts again on the first page; without it the size is fixed. */
  onLimitChange?: (limit: number) => void;
  pageSizes?: number[];
}

/** The paging row under every server-paged list, with its texts in both languages. */
export function ListPagination(props: ListPaginationProps) {
  const { total, capped, page, limit, onPageChange, onLimitChange, pageSizes = PAGE_SIZES } = props;
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      // MUI's count of -1 means "unknown": the next page stays open, the label is ours.
      count={capped ? -1 : total}
      page={total === 0 ? 0 : page}
      onPageChange={(_event, next) => onPageChange(next)}
      rowsPerPage={limit}
      rowsPerPageOptions={pageSizes}
      onRowsPerPageChange={(event) => onLimitChange?.(Number(event.target.value))}
      labelRowsPerPage={t('pagination.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) =>
        capped
          ? t('pagination.displayedMore', { from, to, count: total })
          : t('pagination.displayed', { from, to, count })
      }
      getItemAriaLabel={(type) => t(`pagination.${type}`)}
      // On a phone the row is wider than the card (rows per page, the range, the arrows): it wraps, right-aligned.
      sx={(theme) => ({
        [theme.breakpoints.down('sm')]: {
          '& .MuiTablePagination-toolbar': {
            flexWrap: 'wrap',
            justifyContent: 'flex-end',
            rowGap: 0.5,
            pl: 0,
            pr: 0,
          },
          '& .MuiTablePagination-spacer': { display: 'none' },
          '& .MuiTablePagination-input': { mr: 1 },
          '& .MuiTablePagination-actions': { ml: 1 },
        },
      })}
    />
  );
}
