// An async selector read under <Suspense>: useValue suspends while the quote loads. The "fetch" is a local async
// function with a short delay, so the example works offline.
import { Suspense } from 'react'
import { atom, selector } from 'valdres'
import { Provider, useSetAtom, useValue } from 'valdres-react'

const QUOTES = ['Simple things should be simple.', 'State is a value over time.', 'Derive, do not duplicate.']

async function fetchQuote(index: number): Promise<string> {
  await new Promise((resolve) => setTimeout(resolve, 300))
  return QUOTES[index % QUOTES.length]!
}

const quoteIndexAtom = atom(0)
const quoteSelector = selector((get) => fetchQuote(get(quoteIndexAtom)))

function Quote() {
  const quote = useValue(quoteSelector)
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
