import type { ReactNode } from 'react';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Right-aligns numbers and money. */
  numeric?: boolean;
}

/** A data table that scrolls sideways on small screens instead of squashing its columns. */
export function Table<T>({
  columns,
  rows,
  rowKey,
  caption,
  keyboardScroll,
}: {
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  caption?: string;
  /**
   * For a wide table with no links or buttons inside: the frame takes focus (named by the caption)
   * so a keyboard can scroll it sideways too.
   */
  keyboardScroll?: boolean;
}) {
  return (
    <div
      className="overflow-x-auto rounded-xl border border-stone-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-700"
      {...(keyboardScroll && { tabIndex: 0, role: 'region', 'aria-label': caption })}
    >
      <table className="min-w-full divide-y divide-stone-200 text-sm">
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="bg-stone-50">
          <tr>
            {columns.map((c) => (
              <th
                key={c.header}
                scope="col"
                className={`px-4 py-3 font-semibold text-stone-700 ${c.numeric ? 'text-right' : 'text-left'}`}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="hover:bg-stone-50">
              {columns.map((c) => (
                <td key={c.header} className={`px-4 py-3 ${c.numeric ? 'text-right tabular-nums' : ''}`}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
