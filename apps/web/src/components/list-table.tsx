import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/api-errors';
import { ListPagination, type ListPaginationProps } from './list-pagination';
import { StackedTable } from './stacked-table';

export interface ListColumn {
  /** `actions` marks the column of row actions (a full-width line of buttons in the phone layout). */
  key: string;
  label: string;
  align?: 'left' | 'right';
  /** The list can be sorted by this column (its heading becomes the button that sorts). */
  sortable?: boolean;
  /** Shown only in the desktop table (`wide`) or only in the phone cards (`narrow`); both when left out. */
  only?: 'wide' | 'narrow';
}

/** A sortable list's order, and what a click on a sortable heading asks for. */
export interface ListSort {
  by: string;
  order: 'asc' | 'desc';
  onSort: (key: string) => void;
}

export interface ListTableProps {
  /** The table's accessible name. */
  label: string;
  columns: ListColumn[];
  /** The query behind the rows: its loading bar, its error, and whether "no rows" is an answer yet. */
  query: { isFetching: boolean; isPending: boolean; isError: boolean; error: unknown };
  loadingLabel?: string;
  rowCount: number;
  /** The one row shown when the answer has no rows. */
  emptyText: string;
  /** The paging row under the table; left out, none is shown. */
  paging?: ListPaginationProps;
  /** The order of a sortable list; its sortable columns' headings sort it. */
  sort?: ListSort;
  /** The rows: one `TableRow` each. */
  children: ReactNode;
}

/**
 * A server-paged list's table: loading bar, error, column headings, the rows, the empty-answer row and the
 * paging row, the same on every list screen; on phones the rows are cards (StackedTable).
 */
export function ListTable(props: ListTableProps) {
  const { label, columns, query, loadingLabel, rowCount, emptyText, paging, sort, children } = props;
  const { t } = useTranslation();
  return (
    <>
      {query.isFetching ? <LinearProgress aria-label={loadingLabel ?? t('common.loading')} /> : null}
      {query.isError ? (
        <Alert severity="error" sx={{ my: 2 }}>
          {errorText(t, query.error)}
        </Alert>
      ) : null}
      <TableContainer>
        <StackedTable size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  data-column={column.key}
                  data-only={column.only}
                  align={column.align ?? 'left'}
                  sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
                  aria-sort={
                    sort && column.sortable && sort.by === column.key
                      ? sort.order === 'asc'
                        ? 'ascending'
                        : 'descending'
                      : undefined
                  }
                >
                  {sort && column.sortable ? (
                    <TableSortLabel
                      active={sort.by === column.key}
                      direction={sort.by === column.key ? sort.order : 'desc'}
                      onClick={() => sort.onSort(column.key)}
                    >
                      {column.label}
                    </TableSortLabel>
                  ) : (
                    column.label
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {children}
            {!query.isPending && !query.isError && rowCount === 0 ? (
              <TableRow>
                <TableCell
                  colSpan={columns.length}
                  sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}
                >
                  {emptyText}
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </StackedTable>
      </TableContainer>
      {paging ? <ListPagination {...paging} /> : null}
    </>
  );
}
