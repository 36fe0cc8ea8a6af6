// By name, not by path: this file is built into @cwt/ui/lists (see its entry).
import { Skeleton, useUiT, VisuallyHidden } from '@cwt/ui';
import { Fragment, type ReactNode, useMemo, useState } from 'react';
import styles from './DataTable.module.css';

export interface DataColumn<Row> {
  /** Stable id: the sort state and React keys use it. */
  id: string;
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  /** Makes the header a sort button; rows compare by this value (strings by locale, numbers by size). */
  sortValue?: (row: Row) => string | number;
  /** Keep the cell's line breaks (e.g. a message body). */
  preWrap?: boolean;
}

export type SortDirection = 'ascending' | 'descending';

export interface DataTableProps<Row> {
  /** The table's accessible name, announced when a screen reader enters it (rendered visually hidden). */
  caption: string;
  columns: readonly DataColumn<Row>[];
  /** `undefined` while the first page loads: skeleton rows and aria-busy instead of an empty state. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** Shown instead of the table when `rows` is an empty list. */
  empty: ReactNode;
  /** A leading `#` column counting from `numberFrom` (a paged table passes its offset + 1). */
  numberFrom?: number;
  /** The last column's buttons for a row (edit, delete, …); the column is omitted without it. */
  actions?: (row: Row) => ReactNode;
  /** A full-width row under a row (e.g. its details), or null for none; its id is `<rowKey>-details`. */
  details?: (row: Row) => ReactNode | null;
}

interface SortState {
  column: string;
  direction: SortDirection;
}

const LOADING_ROWS = 3;
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function compare(a: string | number, b: string | number): number {
  return typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
}

/** Sorts a copy of the rows by the column's value; a stable sort keeps the server's order among ties. */
export function sortRows<Row>(
  rows: readonly Row[],
  columns: readonly DataColumn<Row>[],
  sort: SortState | null,
): readonly Row[] {
  const value = sort ? columns.find((c) => c.id === sort.column)?.sortValue : undefined;
  if (!sort || !value) return rows;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compare(value(a), value(b)));
}

/**
 * The back office's table: sortable headers (buttons with aria-sort, so keyboard and screen-reader
 * users sort too), loading and empty states, a row-actions column and optional detail rows. Sorting
 * orders the rows it was given: a paged table sorts the page it shows, as the server already
 * ordered the pages.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  numberFrom,
  actions,
  details,
}: DataTableProps<Row>) {
  const t = useUiT();
  const [sort, setSort] = useState<SortState | null>(null);
  const shown = useMemo(() => (rows ? sortRows(rows, columns, sort) : undefined), [rows, columns, sort]);
  if (shown && shown.length === 0) return <>{empty}</>;

  const width = columns.length + (numberFrom === undefined ? 0 : 1) + (actions ? 1 : 0);
  const toggle = (column: string) =>
    setSort((s) =>
      s?.column === column && s.direction === 'ascending'
        ? { column, direction: 'descending' }
        : { column, direction: 'ascending' },
    );

  return (
    <div className={styles.wrap}>
      <table className={styles.table} aria-busy={shown ? undefined : true}>
        {/* The page's heading already says it on screen; the caption names the table for screen readers. */}
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            {numberFrom === undefined ? null : <th scope="col">#</th>}
            {columns.map((c) => {
              const direction = sort?.column === c.id ? sort.direction : undefined;
              return (
                <th key={c.id} scope="col" aria-sort={c.sortValue ? (direction ?? 'none') : undefined}>
                  {c.sortValue ? (
                    <button type="button" className={styles.sort} onClick={() => toggle(c.id)}>
                      {c.header}
                      {/* Only once sorted: an empty arrow would still take the flex gap and widen a
                          narrow column beyond its header text (the Categories table moved by it). */}
                      {direction ? (
                        <span className={styles.arrow} aria-hidden="true">
                          {direction === 'ascending' ? '▲' : '▼'}
                        </span>
                      ) : null}
                    </button>
                  ) : (
                    c.header
                  )}
                </th>
              );
            })}
            {actions ? <th scope="col">{t('ui.table.actions')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {shown
            ? shown.map((row, i) => {
                const key = rowKey(row);
                const extra = details?.(row) ?? null;
                return (
                  <Fragment key={key}>
                    <tr>
                      {numberFrom === undefined ? null : <td>{numberFrom + i}</td>}
                      {columns.map((c) => (
                        <td key={c.id} className={c.preWrap ? styles.preWrap : undefined}>
                          {c.cell(row, i)}
                        </td>
                      ))}
                      {actions ? (
                        <td>
                          <div className={styles.actions}>{actions(row)}</div>
                        </td>
                      ) : null}
                    </tr>
                    {extra === null ? null : (
                      <tr id={`${key}-details`}>
                        <td colSpan={width}>{extra}</td>
                      </tr>
                    )}
                  </Fragment>
                );
              })
            : Array.from({ length: LOADING_ROWS }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder rows
                <tr key={i}>
                  <td colSpan={width}>
                    <Skeleton />
                  </td>
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}
