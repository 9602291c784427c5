// Memory demo island: on a button press, creates N atoms in a fresh store per library, in slices so the page stays
// responsive, and shows the work time and (where the browser exposes it) the heap growth measured in this browser.
import { useState } from 'react'
import { loadAdapter } from '../adapters/load.ts'
import { formatBytes, formatCount, formatMs } from '../format.ts'
import { LIBRARIES, RECOIL_MAX_ATOMS, RECOIL_SKIP_REASON, type LibraryId } from '../libraries.ts'
import { measureMemory } from '../memory-run.ts'
import { yieldToBrowser } from '../slices.ts'
import { useDemoRun } from '../use-demo-run.ts'
import { AtomCountControls, DemoShell } from './DemoShell.tsx'
import { LibraryResults } from './LibraryResults.tsx'

export const MEMORY_COUNTS = [1_000, 10_000, 100_000, 1_000_000] as const

interface Row {
  lib: LibraryId
  count: number
  activeMs?: number
  heapDelta?: number
  note?: string
  stopped?: boolean
}

export default function MemoryDemo() {
  const [count, setCount] = useState<number>(100_000)
  const { running, setRunning, rows, setRows, progress, setProgress, announce, setAnnounce, run, begin, stop } = useDemoRun<Row>()

  const start = async () => {
    const controller = begin()
    const done: Row[] = []
    for (const lib of LIBRARIES) {
      if (controller.signal.aborted) break
      if (lib.id === 'recoil' && count > RECOIL_MAX_ATOMS) {
        done.push({ lib: lib.id, count: 0, note: RECOIL_SKIP_REASON })
        setRows([...done])
        continue
      }
      const target = count
      setProgress(`${lib.label}: loading…`)
      try {
        const adapter = await loadAdapter(lib.id)
        // Let the previous library's garbage go before reading the heap again.
        await yieldToBrowser()
        const r = await measureMemory(() => adapter.createMemoryTask(run), target, {
          signal: controller.signal,
          onProgress: (n) => setProgress(`${lib.label}: ${formatCount(n)} of ${formatCount(target)} atoms`),
        })
        done.push({ lib: lib.id, ...r })
      } catch (e) {
        done.push({ lib: lib.id, count: 0, note: `failed: ${(e as Error).message}` })
      }
      setRows([...done])
    }
    const stopped = controller.signal.aborted
    setRunning(false)
    setProgress('')
    setAnnounce(
      (stopped ? 'Stopped. ' : 'Finished. ') +
        done
          .map(
            (r) =>
              `${LIBRARIES.find((l) => l.id === r.lib)!.label}: ${r.activeMs === undefined ? r.note : `${formatCount(r.count)} atoms in ${formatMs(r.activeMs)}`}`,
          )
          .join('; '),
    )
  }

  return (
    <DemoShell
      title="Memory: many atoms in a fresh store"
      state={running ? 'running' : rows.length ? 'done' : 'idle'}
      about={<>For each library in turn: a new store, then N atoms created and each set to 1 in that store. Nothing runs until you press Start.</>}
      controls={<AtomCountControls counts={MEMORY_COUNTS} count={count} setCount={setCount} running={running} start={start} stop={stop} progress={progress} />}
      announce={announce}
      limits={
        <>
          Time is the work inside the loop only: the demo pauses every ~12 ms to keep the page responsive, and those pauses are left out. Heap growth is the
          change in <code>performance.memory.usedJSHeapSize</code> with all atoms still alive; only Chromium-based browsers expose it, it is coarse, and garbage
          collection can land inside a run, so read it as an order of magnitude. Recoil has no store outside React, so it runs in a Snapshot (the state tree a
          RecoilRoot holds), and only up to {formatCount(RECOIL_MAX_ATOMS)} atoms; it also keeps every atom in a global registry for the life of the page, so
          its heap is not given back.
        </>
      }
    >
      <LibraryResults
        run={run}
        caption={run ? `Run ${run}` : 'No run yet'}
        columns={['Atoms', 'Time', 'Heap growth']}
        rows={rows}
        cells={(row) =>
          row?.note ? (
            <td colSpan={3} className="demo-note">
              {row.note}
            </td>
          ) : (
            <>
              <td>{row ? formatCount(row.count) + (row.stopped ? ' (stopped)' : '') : '–'}</td>
              <td data-demo-value="time">{row?.activeMs === undefined ? '–' : formatMs(row.activeMs)}</td>
              <td data-demo-value="heap">
                {!row ? '–' : row.heapDelta === undefined ? 'not exposed' : row.heapDelta === 0 ? 'no change seen' : formatBytes(row.heapDelta)}
              </td>
            </>
          )
        }
      />
    </DemoShell>
  )
}
