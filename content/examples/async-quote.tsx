// An async value read under <Suspense>: each quote is an atom of a family whose default is an async function, so
// useValue suspends while it loads. The "fetch" is a local function with a short delay: it works offline.
import { Suspense } from 'react'
import { atom, atomFamily } from 'valdres'
import { Provider, useSetAtom, useValue } from 'valdres-react'

const QUOTES = ['Simple things should be simple.', 'State is a value over time.', 'Derive, do not duplicate.']

async function fetchQuote(index: number): Promise<string> {
  await new Promise((resolve) => setTimeout(resolve, 300))
  return QUOTES[index % QUOTES.length]!
}

const quoteIndexAtom = atom(0)
const quoteFamily = atomFamily((index: number) => fetchQuote(index))

function Quote() {
  const index = useValue(quoteIndexAtom)
  const quote = useValue(quoteFamily(index))
  return <blockquote data-name="quote">{quote}</blockquote>
}

function NextQuote() {
  const setIndex = useSetAtom(quoteIndexAtom)
  return (
    <button type="button" onClick={() => setIndex((i) => i + 1)}>
      Next quote
    </button>
  )
}

export default function AsyncQuoteExample() {
  return (
    <Provider>
      <NextQuote />
      <Suspense fallback={<p data-name="loading">Loading…</p>}>
        <Quote />
      </Suspense>
    </Provider>
  )
}
