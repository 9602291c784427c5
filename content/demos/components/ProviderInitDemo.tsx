// Provider-init demo island: mounts each library's Provider (RecoilRoot for Recoil) seeding N atoms and shows the
// time from the wrapper's render to its effect, measured in this browser. Atoms are created beforehand, in slices.
import { useState } from 'react'
import { loadAdapter } from '../adapters/load.ts'
import { formatCount, formatMs } from '../format.ts'
import { LIBRARIES, RECOIL_MAX_ATOMS, RECOIL_SKIP_REASON, type LibraryId } from '../libraries.ts'
import { measureProviderInit } from '../provider-run.tsx'
import { yieldToBrowser } from '../slices.ts'
import { useDemoRun } from '../use-demo-run.ts'
import { AtomCountControls, DemoShell } from './DemoShell.tsx'
import { LibraryResults } from './LibraryResults.tsx'

export const PROVIDER_COUNTS = [1_000, 10_000, 100_000, 1_000_000] as const

interface Row {
  lib: LibraryId
  ms?: number
  note?: string
}

export default function ProviderInitDemo() {
  const [count, setCount] = useState<number>(10_000)
  const { running, setRunning, rows, setRows, progress, setProgress, announce, setAnnounce, run, begin, stop } = useDemoRun<Row>()

  const start = async () => {
    const controller = begin()
    const { signal } = controller
    const done: Row[] = []
    for (const lib of LIBRARIES) {
      if (signal.aborted) break
      if (lib.id === 'recoil' && count > RECOIL_MAX_ATOMS) {
        done.push({ lib: lib.id, note: RECOIL_SKIP_REASON })
        setRows([...done])
        continue
      }
      try {
        setProgress(`${lib.label}: creating ${formatCount(count)} atoms (not timed)…`)
        const { providerInit } = await loadAdapter(lib.id)
        await providerInit.prepare(count, signal)
        setProgress(`${lib.label}: mounting…`)
        // Two yields: let the progress text paint before the one blocking mount that is being measured.
        await yieldToBrowser()
        await new Promise((r) => requestAnimationFrame(r))
        if (signal.aborted) break
        done.push({ lib: lib.id, ms: await measureProviderInit(providerInit.Seeded, count) })
      } catch (e) {
        if (signal.aborted) break
        done.push({ lib: lib.id, note: `failed: ${(e as Error).message}` })
      }
      setRows([...done])
      await yieldToBrowser()
    }
    setRunning(false)
    setProgress('')
    setAnnounce(
      (signal.aborted ? 'Stopped. ' : 'Finished. ') +
        done.map((r) => `${LIBRARIES.find((l) => l.id === r.lib)!.label}: ${r.ms === undefined ? r.note : formatMs(r.ms)}`).join('; '),
    )
  }

  return (
    <DemoShell
      title="Provider init: a Provider seeded with N atoms"
      state={running ? 'running' : rows.length ? 'done' : 'idle'}
      about={
        <>
          For each library in turn, the demo mounts its Provider seeding N atoms to 1, 2, 3 … (Valdres: <code>initialize</code>; Jotai: a store filled with{' '}
          <code>store.set</code>; Recoil: <code>RecoilRoot initializeState</code>) and times it until the seeded tree has mounted.
        </>
      }
      controls={
        <AtomCountControls counts={PROVIDER_COUNTS} count={count} setCount={setCount} running={running} start={start} stop={stop} progress={progress} />
      }
      announce={announce}
      limits={
        <>
          The atoms are created before timing starts, in slices, and reused by later runs. The mount itself is one synchronous render, so the page is busy for
          exactly the time shown; Stop takes effect between libraries. With large N that can be seconds, during which the page does not respond. Recoil runs
          only up to {formatCount(RECOIL_MAX_ATOMS)} atoms. Times include React's own mount work, which is the same for every library.
        </>
      }
    >
      <LibraryResults
        run={run}
        caption={run ? `Run ${run}: ${formatCount(count)} atoms` : 'No run yet'}
        columns={['Render to effect']}
        rows={rows}
        cells={(row) =>
          row?.ms === undefined && row?.note ? (
            <td className="demo-note">{row.note}</td>
          ) : (
            <td data-demo-value="time">{row?.ms === undefined ? '–' : formatMs(row.ms)}</td>
          )
        }
      />
    </DemoShell>
  )
}
