/**
 * The back office's table of records: a captioned table in a scrollable region (a tablet in a
 * store scrolls it sideways; the region is named by the caption and takes focus so the keyboard
 * can scroll it too), its header row (`columns`, a label per column, null for one the role does not see; or `head`
 * for header cells of their own), and the rows the screen gives. `busy` while a newer answer
 * is on its way; `after`, what shows under the rows inside the region ("No orders match."). Cells
 * use `CELL`.
 */
import { type ReactNode, useId } from 'react';

export const CELL = 'px-3 py-2 text-left align-top';

type Head = { columns: ReadonlyArray<ReactNode | null>; head?: never } | { head: ReactNode; columns?: never };

export function DataTable({ caption, columns, head, minWidth = 'min-w-[40rem]', busy, after, children }: Head & { caption: ReactNode; minWidth?: string; busy?: boolean; after?: ReactNode; children: ReactNode }) {
  const captionId = useId();
  return (
    <div role="region" aria-labelledby={captionId} tabIndex={0} aria-busy={busy} className="overflow-x-auto rounded-lg border border-stone-200 bg-white focus-visible:outline-2 focus-visible:outline-blush-600">
      <table className={`w-full ${minWidth} border-collapse text-sm`}>
        <caption id={captionId} className="px-3 py-2 text-left font-medium text-stone-700">
          {caption}
        </caption>
        <thead className="bg-stone-100 text-stone-700">
          <tr>
            {columns
              ? columns.map((label, index) =>
                  label === null ? null : (
                    <th key={index} scope="col" className={CELL}>
                      {label}
                    </th>
                  ),
                )
              : head}
          </tr>
        </thead>
        {children}
      </table>
      {after}
    </div>
  );
}
