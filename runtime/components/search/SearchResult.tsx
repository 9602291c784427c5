// One result row of the search listbox: page or section icon, the breadcrumb (parent headings › title) and,
// with the detail view on, an excerpt with the query's words highlighted.
import type { MouseEvent } from 'react'
import type { SearchHit } from '../../search/query.ts'
import { excerpt, highlight } from '../../search/highlight.ts'
import { FileIcon } from '../icons.tsx'
import { Highlighted } from './Highlighted.tsx'

export interface SearchResultProps {
  id: string
  hit: SearchHit
  selected: boolean
  detail: boolean
  onHover: () => void
  onOpen: (event: MouseEvent<HTMLAnchorElement>) => void
}

export function SearchResult({ id, hit, selected, detail, onHover, onOpen }: SearchResultProps) {
  const { document: doc, terms } = hit
  const crumbs = [...doc.titles, doc.title]
  return (
    <li id={id} role="option" aria-selected={selected} className="search-result" data-selected={selected || undefined} onMouseMove={onHover}>
      {/* Not a tab stop: the input keeps focus and the listbox is driven by aria-activedescendant. */}
      <a href={doc.href} tabIndex={-1} onClick={onOpen} aria-label={crumbs.join(' > ')}>
        <span className="search-result-icon" aria-hidden="true">
          {doc.isPage ? <FileIcon /> : '#'}
        </span>
        <span className="search-result-body">
          <span className="search-result-title">
            {doc.titles.map((t, i) => (
              <span key={i} className="search-result-parent">
                <Highlighted segments={highlight(t, terms)} />
                <span className="search-result-sep"> › </span>
              </span>
            ))}
            <Highlighted segments={highlight(doc.title, terms)} />
          </span>
          {detail && doc.text ? (
            <span className="search-result-excerpt">
              <Highlighted segments={excerpt(doc.text, terms)} />
            </span>
          ) : null}
        </span>
      </a>
    </li>
  )
}
