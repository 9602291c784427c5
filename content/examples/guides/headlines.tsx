// Async data with Suspense and an error boundary: the loader turns a failure into a value, useLoaded throws it
// during render, and the boundary shows it with a button that loads again. The fake server fails every other request.
import { Component, type ReactNode, Suspense } from 'react'
import { type Atom, atom } from 'valdres'
import { Provider, useResetAtom, useValue } from 'valdres-react'

type Loaded<T> = { ok: true; value: T } | { ok: false; message: string }

/** Runs a loader and resolves to a value in every case, so the store never holds a rejected promise. */
async function settle<T>(load: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, value: await load() }
  } catch (error) {
    return { ok: false, message: (error as Error).message }
  }
}

/** Reads like useValue, and throws a failure so that the nearest error boundary shows it. */
function useLoaded<T>(state: Atom<Loaded<T>>): T {
  const result = useValue(state)
  if (!result.ok) throw new Error(result.message)
  return result.value
}

let requests = 0
async function fetchHeadlines(): Promise<string[]> {
  requests++
  await new Promise((resolve) => setTimeout(resolve, 400))
  if (requests % 2 === 1) throw new Error(`request ${requests} failed`)
  return ['Atoms hold state', 'Selectors derive it', 'Stores keep the values']
}

const headlinesAtom = atom(() => settle(fetchHeadlines))

class ErrorBoundary extends Component<
  { fallback: (error: Error, retry: () => void) => ReactNode; children?: ReactNode },
  { error: Error | null }
> {
  override state: { error: Error | null } = { error: null }
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  retry = () => this.setState({ error: null })
  override render() {
    return this.state.error ? this.props.fallback(this.state.error, this.retry) : this.props.children
  }
}

function Headlines() {
  const headlines = useLoaded(headlinesAtom)
  return (
    <ul>
      {headlines.map((headline) => (
        <li key={headline}>{headline}</li>
      ))}
    </ul>
  )
}

function News() {
  const reload = useResetAtom(headlinesAtom)
  return (
    <ErrorBoundary
      fallback={(error, retry) => (
        <p role="alert">
          Could not load the headlines: {error.message}.{' '}
          <button
            type="button"
            onClick={() => {
              reload()
              retry()
            }}
          >
            Try again
          </button>
        </p>
      )}
    >
      <Suspense fallback={<p data-name="loading">Loading…</p>}>
        <Headlines />
        <button type="button" onClick={reload}>
          Reload
        </button>
      </Suspense>
    </ErrorBoundary>
  )
}

export default function HeadlinesExample() {
  return (
    <Provider>
      <section aria-label="Headlines">
        <News />
      </section>
    </Provider>
  )
}
