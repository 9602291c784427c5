// The "December 1, 2023 by A, B & C" line under a post's title, from the page's frontmatter.
import { Fragment } from 'react'
import { useSite } from '../site-context.ts'
import { formatLongDate, parseAuthors, type Author } from './byline.ts'

export function AuthorList({ authors }: { authors: Author[] }) {
  return (
    <>
      {authors.map((a, i) => (
        <Fragment key={i}>
          {i > 0 ? (i === authors.length - 1 ? ' & ' : ', ') : null}
          {a.url ? (
            <a href={a.url} target="_blank" rel="noopener noreferrer">
              {a.name}
            </a>
          ) : (
            a.name
          )}
        </Fragment>
      ))}
    </>
  )
}

export function Authors({ authors, date }: { authors?: string | string[]; date?: string }) {
  const { page } = useSite()
  const list = authors ? parseAuthors(authors) : parseAuthors(page.authors)
  const when = date ?? page.date
  if (!list.length && !when) return null
  return (
    <div className="authors">
      {when ? <time dateTime={when}>{formatLongDate(when)}</time> : null}
      {when && list.length ? ' by ' : null}
      <AuthorList authors={list} />
    </div>
  )
}
