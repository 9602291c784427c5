// Authors and date: authors are a comma-separated string or an array; an entry may be `[name](url)`. Dates are
// shown as a long US-English date, in UTC so the build machine's time zone never shifts the day.
export interface Author {
  name: string
  url?: string
}

export function parseAuthors(authors: string | string[] | undefined): Author[] {
  if (!authors) return []
  const list = Array.isArray(authors) ? authors : authors.split(',')
  return list
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(entry)
      return link ? { name: link[1]!, url: link[2]! } : { name: entry }
    })
}

export function formatLongDate(date: string): string {
  const parsed = new Date(date)
  if (Number.isNaN(parsed.getTime())) return date
  return parsed.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
}
