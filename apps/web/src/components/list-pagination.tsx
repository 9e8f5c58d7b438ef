import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';

export const PAGE_SIZES = [10, 20, 50];

export interface ListPaginationProps {
  total: number;
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
  const { total, page, limit, onPageChange, onLimitChange, pageSizes = PAGE_SIZES } = props;
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      count={total}
      page={total === 0 ? 0 : page}
      onPageChange={(_event, next) => onPageChange(next)}
      rowsPerPage={limit}
      rowsPerPageOptions={pageSizes}
      onRowsPerPageChange={(event) => onLimitChange?.(Number(event.target.value))}
      labelRowsPerPage={t('pagination.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) => t('pagination.displayed', { from, to, count })}
      getItemAriaLabel={(type) => t(`pagination.${type}`)}
    />
  );
}
