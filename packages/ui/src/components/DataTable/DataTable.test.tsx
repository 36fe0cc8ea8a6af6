import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataColumn, DataTable, sortRows } from './DataTable';

interface Row {
  id: string;
  name: string;
  count: number;
}

const rows: Row[] = [
  { id: 'r1', name: 'banana', count: 10 },
  { id: 'r2', name: 'Apple', count: 2 },
  { id: 'r3', name: 'cherry', count: 33 },
];
const columns: DataColumn<Row>[] = [
  { id: 'name', header: 'Name', cell: (r) => r.name, sortValue: (r) => r.name },
  { id: 'count', header: 'Count', cell: (r) => r.count, sortValue: (r) => r.count },
  { id: 'plain', header: 'Plain', cell: (r) => `plain ${r.id}` },
];

function names(): string[] {
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((tr) => within(tr).getAllByRole('cell')[1]?.textContent ?? '');
}

function renderTable(extra: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) {
  return render(
    <DataTable
      caption="Fruit"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      numberFrom={1}
      empty={<p>Nothing here</p>}
      {...extra}
    />,
  );
}

describe('DataTable', () => {
  it('is named by its caption and numbers the rows from numberFrom', () => {
    renderTable({ numberFrom: 21 });
    const table = screen.getByRole('table', { name: 'Fruit' });
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(first).getAllByRole('cell')[0]).toHaveTextContent('21');
    expect(names()).toEqual(['banana', 'Apple', 'cherry']);
  });

  it('sorts by keyboard: ascending, then descending, announcing it through aria-sort', async () => {
    renderTable();
    const header = screen.getByRole('columnheader', { name: /Count/ });
    const button = screen.getByRole('button', { name: /Count/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    // Unsorted, the button holds the header text alone: no empty arrow taking the flex gap.
    expect(button.childElementCount).toBe(0);
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(button).toHaveTextContent('Count▲');
    expect(names()).toEqual(['Apple', 'banana', 'cherry']);
    await userEvent.keyboard(' ');
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(button).toHaveTextContent('Count▼');
    expect(names()).toEqual(['cherry', 'banana', 'Apple']);
    // Sorting another column resets the first one.
    await userEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(button.childElementCount).toBe(0);
    expect(names()).toEqual(['Apple', 'banana', 'cherry']);
  });

  it('gives unsortable columns a plain header', () => {
    renderTable();
    const plain = screen.getByRole('columnheader', { name: 'Plain' });
    expect(plain).not.toHaveAttribute('aria-sort');
    expect(within(plain).queryByRole('button')).toBeNull();
  });

  it('shows skeleton rows and aria-busy while loading, and the empty state for no rows', () => {
    const { rerender } = renderTable({ rows: undefined });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Nothing here')).toBeNull();
    rerender(
      <DataTable
        caption="Fruit"
        columns={columns}
        rows={[]}
        rowKey={(r) => r.id}
        empty={<p>Nothing here</p>}
      />,
    );
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('renders row actions in their own column and detail rows across every column', async () => {
    const onEdit = jest.fn();
    renderTable({
      actions: (r) => (
        <button type="button" onClick={() => onEdit(r.id)}>
          Edit {r.name}
        </button>
      ),
      details: (r) => (r.id === 'r3' ? <span>more about cherry</span> : null),
    });
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Apple' }));
    expect(onEdit).toHaveBeenCalledWith('r2');
    const detail = screen.getByText('more about cherry').closest('td');
    expect(detail).toHaveAttribute('colspan', '5');
    expect(detail?.parentElement).toHaveAttribute('id', 'r3-details');
  });

  it('sortRows compares numbers by size and text by locale, without touching the input', () => {
    const copy = [...rows];
    expect(sortRows(rows, columns, { column: 'count', direction: 'ascending' }).map((r) => r.count)).toEqual([
      2, 10, 33,
    ]);
    expect(sortRows(rows, columns, null)).toBe(rows);
    expect(rows).toEqual(copy);
  });
});
