import type { SxProps, Theme } from '@mui/material/styles';
import Table, { type TableProps } from '@mui/material/Table';
import { visuallyHidden } from '@mui/utils';
import { useLayoutEffect, useRef } from 'react';

/**
 * Below this breakpoint a table's rows are drawn as cards: each cell a block with its column's name above its
 * value, the header row kept for screen readers only (docs/decisions.md, "Lists on phones").
 */
export const STACKED_BELOW = 'md';

/** A body cell whose column has this key (`data-column` on its header cell) holds the row's actions. */
const ACTIONS_COLUMN = 'actions';

/**
 * Gives every part of the table its ARIA role (a `display` other than the table ones makes some browsers,
 * Safari among them, stop reading a table as one) and copies each column's heading and key onto the body
 * cells under it, as `data-label` and `data-column`, for the card layout to show and place.
 */
export function syncStackedTable(table: HTMLTableElement) {
  const setAttribute = (element: Element, name: string, value: string | undefined) => {
    if (value === undefined) element.removeAttribute(name);
    else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  };
  setAttribute(table, 'role', 'table');
  const head = table.tHead;
  const headerCells = head?.rows.length ? Array.from(head.rows[head.rows.length - 1]!.cells) : [];
  for (const group of [head, ...Array.from(table.tBodies), table.tFoot]) {
    if (group) setAttribute(group, 'role', 'rowgroup');
  }
  for (const row of Array.from(table.rows)) {
    setAttribute(row, 'role', 'row');
    const inHead = row.parentElement === head;
    Array.from(row.cells).forEach((cell, index) => {
      if (inHead) {
        setAttribute(cell, 'role', 'columnheader');
        return;
      }
      setAttribute(cell, 'role', cell.tagName === 'TH' ? 'rowheader' : 'cell');
      // A cell spanning columns (the "no rows" line) has no one heading.
      const header = cell.colSpan === 1 ? headerCells[index] : undefined;
      const label = header?.textContent?.trim();
      setAttribute(cell, 'data-label', label ? label : undefined);
      setAttribute(cell, 'data-column', header?.getAttribute('data-column') ?? undefined);
      setAttribute(cell, 'data-only', header?.getAttribute('data-only') ?? undefined);
    });
  }
}

const below = (theme: Theme) => theme.breakpoints.down(STACKED_BELOW);

/** The card layout, on phones and small tablets only: the desktop table is left as it is. */
const stackedSx: SxProps<Theme> = (theme) => ({
  // A column marked `data-only="narrow"` (a card's compact summary of several columns) is left out of the
  // desktop table; one marked `wide` out of the cards.
  [theme.breakpoints.up(STACKED_BELOW)]: { '& [data-only="narrow"]': { display: 'none' } },
  [below(theme)]: {
    '& > tbody > tr > [data-only="wide"]': { display: 'none' },
    display: 'block',
    '& > thead': visuallyHidden,
    '& > tbody, & > tfoot': { display: 'block' },
    '& > tbody > tr, & > tfoot > tr': {
      display: 'grid',
      // One column on a phone, more where the card is wide enough.
      gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 11rem), 1fr))',
      columnGap: 2,
      rowGap: 1,
      p: 1.5,
      mb: 1.5,
      border: 1,
      borderColor: 'divider',
      borderRadius: 1,
    },
    '& > tbody > tr > *, & > tfoot > tr > *': {
      display: 'block',
      minWidth: 0,
      p: 0,
      border: 0,
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
    },
    '& > tbody > tr > [data-label]': { textAlign: 'left' },
    // The column's name before the value; the `/ ""` keeps it out of what a screen reader says, which already
    // names the column from the hidden header row.
    '& > tbody > tr > [data-label]::before': {
      content: 'attr(data-label) / ""',
      display: 'block',
      ...theme.typography.caption,
      fontWeight: 600,
      color: 'text.secondary',
    },
    // The row's own name is the card's title, and its actions a full-width line at the bottom, at its start:
    // the floating settings button covers the screen's bottom right corner (docs/decisions.md "Lists on phones").
    '& > tbody > tr > th': { gridColumn: '1 / -1', fontWeight: 600 },
    '& > tbody > tr > th[data-label]::before': { display: 'none' },
    [`& > tbody > tr > [data-column="${ACTIONS_COLUMN}"]`]: {
      gridColumn: '1 / -1',
      display: 'flex',
      // MUI's right-aligned cell reverses a flex row: the buttons keep their order here.
      flexDirection: 'row',
      flexWrap: 'wrap',
      gap: 1,
      justifyContent: 'flex-start',
    },
    [`& > tbody > tr > [data-column="${ACTIONS_COLUMN}"]::before`]: { display: 'none' },
    '& > tbody > tr > [colspan]': { gridColumn: '1 / -1' },
  },
});

/**
 * MUI's `Table` that turns into a stack of cards on narrow screens, keeping its table semantics for screen
 * readers. The rows and cells are the usual `TableRow` and `TableCell`: nothing in them changes; a header cell
 * with `data-column="actions"` marks the column of row actions.
 */
export function StackedTable({ sx, ...props }: TableProps) {
  const ref = useRef<HTMLTableElement>(null);
  useLayoutEffect(() => {
    const table = ref.current;
    if (!table) return;
    syncStackedTable(table);
    // Rows come and go with paging and filters, and headings change with the language.
    const observer = new MutationObserver(() => syncStackedTable(table));
    observer.observe(table, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  return (
    <Table
      ref={ref}
      sx={[stackedSx, ...(sx === undefined ? [] : Array.isArray(sx) ? sx : [sx])]}
      {...props}
    />
  );
}
