// One result row of the search listbox: page or section icon, the breadcrumb (parent headings › title), where
// the page lives (its package, then its section in the sidebar) so results of the same name tell themselves
// apart, and with the detail view on an excerpt. Only the words the query matched are highlighted.
import type { MouseEvent } from 'react'
import type { SearchHit } from '../../search/query.ts'
import { highlight } from '../../search/highlight.ts'
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
  const [where, ...section] = doc.location ?? []
  return (
    <li role="none" className="search-result" data-selected={selected || undefined} onMouseMove={onHover}>
      {/* The link is the option (a real link, so Cmd-click opens a tab), named by its visible text. Not a tab stop:
          the input keeps focus and the listbox is driven by aria-activedescendant. */}
      <a id={id} role="option" aria-selected={selected} href={doc.href} tabIndex={-1} onClick={onOpen}>
        <span className="search-result-icon" aria-hidden="true">
          {doc.isPage ? <FileIcon /> : '#'}
        </span>
        <span className="search-result-body">
          <span className="search-result-title">
            {doc.titles.map((t, i) => (
              <span key={i} className="search-result-parent">
                <Highlighted segments={highlight(t, terms)} />
                <span className="search-result-sep" aria-hidden="true">
                  {' › '}
                </span>
              </span>
            ))}
            <Highlighted segments={highlight(doc.title, terms)} />
          </span>
          {where ? (
            <span className="search-result-location">
              <span className="search-visually-hidden">, in </span>
              <span className="search-result-package">{where}</span>
              {section.length ? <span className="search-result-section">{` ${section.join(' › ')}`}</span> : null}
            </span>
          ) : null}
          {detail && hit.excerpt.length ? (
            <span className="search-result-excerpt">
              <Highlighted segments={hit.excerpt} />
            </span>
          ) : null}
        </span>
      </a>
    </li>
  )
}
