// Worked example: a sales dashboard. The data atom loads asynchronously from figures bundled with the page (no
// network), components suspend until it arrives, totals and the best region are selectors, and Refresh resets the atom
// while the old figures stay on screen. Runs in the browser; shown on /guides/examples/dashboard.
import { Suspense } from 'react'
import { atom, selector } from 'valdres'
import { Provider, useResetAtom, useSetAtom, useValue } from 'valdres-react'

type Region = 'North' | 'South' | 'East' | 'West'
type Report = { week: number; sales: Record<Region, number[]> }

const REGIONS: Region[] = ['North', 'South', 'East', 'West']
const LOAD_DELAY_MS = 400

// Stands in for a request: each load returns the next week's figures after a short delay, computed from fixed numbers.
let weeksLoaded = 0
async function loadReport(): Promise<Report> {
  await new Promise((resolve) => setTimeout(resolve, LOAD_DELAY_MS))
  const week = ++weeksLoaded
  const base: Record<Region, number> = { North: 120, South: 90, East: 150, West: 60 }
  const sales = Object.fromEntries(
    REGIONS.map((region, r) => [region, [0, 1, 2, 3, 4].map((day) => base[region] + ((week * 37 + r * 11 + day * 7) % 50))]),
  ) as Record<Region, number[]>
  return { week, sales }
}

const reportAtom = atom(loadReport)
const regionFilterAtom = atom<Region | 'All'>('All')

const totalsSelector = selector((get) => {
  const { sales } = get(reportAtom)
  return REGIONS.map((region) => ({ region, total: sales[region].reduce((sum, n) => sum + n, 0) }))
})
const visibleTotalsSelector = selector((get) => {
  const filter = get(regionFilterAtom)
  return get(totalsSelector).filter((row) => filter === 'All' || row.region === filter)
})
const grandTotalSelector = selector((get) => get(visibleTotalsSelector).reduce((sum, row) => sum + row.total, 0))
const bestRegionSelector = selector((get) => [...get(totalsSelector)].sort((a, b) => b.total - a.total)[0]?.region ?? '-')

function Summary() {
  const week = useValue(reportAtom).week
  const total = useValue(grandTotalSelector)
  const best = useValue(bestRegionSelector)
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2px 12px', margin: 0 }}>
      <dt>Week</dt>
      <dd data-testid="week">{week}</dd>
      <dt>Total</dt>
      <dd data-testid="total">{total}</dd>
      <dt>Best region</dt>
      <dd data-testid="best">{best}</dd>
    </dl>
  )
}

function Bars() {
  const rows = useValue(visibleTotalsSelector)
  const max = Math.max(...rows.map((row) => row.total), 1)
  return (
    <ul aria-label="Sales by region" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 4 }}>
      {rows.map((row) => (
        <li key={row.region} style={{ display: 'grid', gridTemplateColumns: '4rem 1fr 3rem', gap: 8, alignItems: 'center' }}>
          <span>{row.region}</span>
          <span style={{ height: 12, width: `${(row.total / max) * 100}%`, background: 'currentColor', opacity: 0.6 }} />
          <span>{row.total}</span>
        </li>
      ))}
    </ul>
  )
}

function Controls() {
  const filter = useValue(regionFilterAtom)
  const setFilter = useSetAtom(regionFilterAtom)
  const refresh = useResetAtom(reportAtom)
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <label>
        Region{' '}
        <select value={filter} onChange={(e) => setFilter(e.target.value as Region | 'All')}>
          {(['All', ...REGIONS] as const).map((r) => (
            <option key={r}>{r}</option>
          ))}
        </select>
      </label>
      <button type="button" onClick={refresh}>
        Refresh
      </button>
    </div>
  )
}

export default function Dashboard() {
  return (
    <Provider>
      <section aria-label="Sales dashboard" style={{ display: 'grid', gap: 12, maxWidth: 420 }}>
        <Controls />
        <Suspense fallback={<p role="status">Loading sales…</p>}>
          <Summary />
          <Bars />
        </Suspense>
      </section>
    </Provider>
  )
}
