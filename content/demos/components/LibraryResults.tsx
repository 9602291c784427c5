// The results table of a run-once demo (Memory, Provider init): one row per library, in the same order everywhere,
// with the demo's own columns. Rendered on the server empty and updated by the island as runs finish.
import type { ReactNode } from 'react'
import { LIBRARIES, type LibraryId } from '../libraries.ts'

interface LibraryResultsProps<R extends { lib: LibraryId }> {
  run: number
  caption: string
  /** Column headings after "Library". */
  columns: string[]
  rows: R[]
  /** The cells of one library's row (undefined before that library has run). */
  cells: (row: R | undefined) => ReactNode
}

export function LibraryResults<R extends { lib: LibraryId }>({ run, caption, columns, rows, cells }: LibraryResultsProps<R>) {
  return (
    <table className="demo-results" data-demo-run={run}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Library</th>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {LIBRARIES.map((lib) => (
          <tr key={lib.id} data-demo-result={lib.id}>
            <th scope="row">{lib.label}</th>
            {cells(rows.find((r) => r.lib === lib.id))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
