import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StackedTable } from './stacked-table';

function Services({ names, heading = 'Name' }: { names: string[]; heading?: string }) {
  return (
    <StackedTable aria-label="Services">
      <TableHead>
        <TableRow>
          <TableCell>{heading}</TableCell>
          <TableCell>Price</TableCell>
          <TableCell data-column="actions">Actions</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {names.map((name) => (
          <TableRow key={name}>
            <TableCell component="th" scope="row">
              {name}
            </TableCell>
            <TableCell>$20.00</TableCell>
            <TableCell>
              <button type="button">Edit {name}</button>
            </TableCell>
          </TableRow>
        ))}
        {names.length === 0 ? (
          <TableRow>
            <TableCell colSpan={3}>No services yet.</TableCell>
          </TableRow>
        ) : null}
      </TableBody>
    </StackedTable>
  );
}

describe('StackedTable', () => {
  it('names every part of the table by its ARIA role, so it stays a table when drawn as cards', () => {
    render(<Services names={['Corte']} />);
    const table = screen.getByRole('table', { name: 'Services' });
    expect(table.getAttribute('role')).toBe('table');
    expect(within(table).getAllByRole('rowgroup')).toHaveLength(2);
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Price', 'Actions']);
    expect(within(table).getByRole('rowheader').textContent).toBe('Corte');
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('role')),
    ).toEqual(['cell', 'cell']);
  });

  it('gives each body cell the heading and key of its column, for the phone layout to show', () => {
    render(<Services names={['Corte']} />);
    const row = screen.getAllByRole('row')[1]!;
    const cells = [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')];
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Name', 'Price', 'Actions']);
    expect(cells[2]!.getAttribute('data-column')).toBe('actions');
    expect(cells[1]!.hasAttribute('data-column')).toBe(false);
  });

  it('labels rows that come later and follows a heading that changes; the "no rows" line has no label', async () => {
    const { rerender } = render(<Services names={[]} />);
    expect(screen.getByRole('cell', { name: 'No services yet.' }).hasAttribute('data-label')).toBe(false);

    rerender(<Services names={['Corte', 'Tinte']} heading="Nombre" />);
    await waitFor(() =>
      expect(screen.getByRole('rowheader', { name: 'Tinte' }).getAttribute('data-label')).toBe('Nombre'),
    );
    expect(screen.getByRole('rowheader', { name: 'Corte' }).getAttribute('data-label')).toBe('Nombre');
    expect(screen.getAllByRole('row')[2]!.getAttribute('role')).toBe('row');
  });
});
