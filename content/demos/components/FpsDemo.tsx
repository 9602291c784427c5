// FPS demo island: a size×size grid of dots, each a derived value of one counter atom that a requestAnimationFrame
// loop increments, run with the chosen library; shows frames and grid updates per second measured in this browser.
import { useCallback, useEffect, useRef, useState, version as reactVersion } from 'react'
import { loadAdapter } from '../adapters/load.ts'
import type { FpsEngine } from '../adapters/types.ts'
import { DEFAULT_FPS_CHOICE, FPS_SIZES, readFpsChoice, saveFpsChoice, type FpsChoice } from '../fps-choice.ts'
import { formatCount, formatFps } from '../format.ts'
import { FrameRateMeter } from '../frame-rate.ts'
import { LIBRARIES, libraryById, type LibraryId } from '../libraries.ts'
import { DemoShell, Select, StartStop } from './DemoShell.tsx'

/** A run stops by itself after this long, so a forgotten tab does not spin the CPU. */
const MAX_RUN_MS = 30_000
const UI_EVERY_MS = 500

type State = 'idle' | 'loading' | 'running' | 'unavailable'
interface Live {
  fps: number | null
  updatesPerSec: number | null
}
interface Result {
  lib: LibraryId
  size: number
  fps: number
  updatesPerSec: number
  seconds: number
}

export default function FpsDemo() {
  const [choice, setChoice] = useState<FpsChoice>(DEFAULT_FPS_CHOICE)
  const [state, setState] = useState<State>('idle')
  const [engine, setEngine] = useState<FpsEngine | null>(null)
  const [live, setLive] = useState<Live>({ fps: null, updatesPerSec: null })
  const [results, setResults] = useState<Result[]>([])
  const [announce, setAnnounce] = useState('')
  const [reason, setReason] = useState('')
  const runId = useRef(0)

  // localStorage only after hydration, so the server HTML and the first client render agree.
  useEffect(() => setChoice(readFpsChoice(globalThis.localStorage)), [])
  const choose = (next: FpsChoice) => {
    setChoice(next)
    saveFpsChoice(globalThis.localStorage, next)
  }

  const stop = useCallback(() => {
    runId.current++
    setEngine(null)
    setState((s) => (s === 'unavailable' ? s : 'idle'))
  }, [])

  const start = async () => {
    const id = ++runId.current
    setState('loading')
    setReason('')
    setLive({ fps: null, updatesPerSec: null })
    let adapter: Awaited<ReturnType<typeof loadAdapter>>
    try {
      adapter = await loadAdapter(choice.lib)
    } catch (e) {
      setReason(`Could not load ${libraryById(choice.lib).label}: ${(e as Error).message}`)
      return void setState('idle')
    }
    if (id !== runId.current) return
    if (!adapter.createFpsEngine) {
      const error = await adapter.probeHooks?.()
      const why = error
        ? `${libraryById(choice.lib).label} cannot run this demo with the page's React ${reactVersion}: reading a value through its hooks threw “${error.message}”.`
        : `${libraryById(choice.lib).label} has no FPS engine here.`
      setReason(why)
      setAnnounce(why)
      setState('unavailable')
      return
    }
    setEngine(() => adapter.createFpsEngine!(choice.size))
    setState('running')
  }

  // The animation loop lives as long as a grid is mounted; unmounting, Stop, pagehide or a hidden tab end it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the loop restarts for a new engine only; the size and library of a run are read once at its start
  useEffect(() => {
    if (!engine) return
    const { lib, size } = choice
    const meter = new FrameRateMeter(30)
    const t0 = performance.now()
    let frames = 0
    let last = { t: t0, commits: engine.commits() }
    let raf = requestAnimationFrame(function frame(ts) {
      engine.tick()
      frames++
      meter.push(ts)
      const now = performance.now()
      if (now - last.t >= UI_EVERY_MS) {
        const commits = engine.commits()
        setLive({ fps: meter.current(), updatesPerSec: ((commits - last.commits) * 1000) / (now - last.t) })
        last = { t: now, commits }
      }
      if (now - t0 >= MAX_RUN_MS) return void stop()
      raf = requestAnimationFrame(frame)
    })
    const commits0 = engine.commits()
    const onHidden = () => document.visibilityState === 'hidden' && stop()
    addEventListener('pagehide', stop)
    document.addEventListener('visibilitychange', onHidden)
    return () => {
      cancelAnimationFrame(raf)
      removeEventListener('pagehide', stop)
      document.removeEventListener('visibilitychange', onHidden)
      const seconds = (performance.now() - t0) / 1000
      if (frames < 2 || seconds <= 0) return
      const result = { lib, size, fps: frames / seconds, updatesPerSec: (engine.commits() - commits0) / seconds, seconds }
      setResults((r) => [result, ...r].slice(0, 12))
      setAnnounce(
        `${libraryById(lib).label}, ${size}×${size}: ${formatFps(result.fps)} frames per second, ${formatFps(result.updatesPerSec)} grid updates per second over ${formatFps(seconds)} s.`,
      )
    }
    // choice is read once per run on purpose: the controls are disabled while a grid runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [engine, stop])

  const busy = state === 'running' || state === 'loading'
  const Grid = engine?.Grid
  return (
    <DemoShell
      title="FPS: one atom, N² derived values, every frame"
      state={state}
      about={
        <>
          Each dot reads its own derived value (a selector, or a derived atom in Jotai) of one shared counter atom. Every animation frame increments the
          counter, so every dot recomputes and re-renders. The frame rate is measured here, in your browser.
        </>
      }
      controls={
        <>
          <Select
            label="Library"
            value={choice.lib}
            disabled={busy}
            options={LIBRARIES.map((l) => ({ value: l.id, label: l.label }))}
            onChange={(lib) => choose({ ...choice, lib })}
          />
          <Select
            label="Grid"
            value={choice.size}
            disabled={busy}
            options={FPS_SIZES.map((n) => ({ value: n, label: `${n} × ${n} (${formatCount(n * n)} dots)` }))}
            onChange={(size) => choose({ ...choice, size })}
          />
          <StartStop running={busy} onStart={start} onStop={stop} />
        </>
      }
      announce={announce}
      limits={
        <>
          The frame rate counts animation frames over the last 30; grid updates count how often the grid committed a new counter value. One library runs at a
          time so they never share frames, and a run stops after {MAX_RUN_MS / 1000} s, on Stop, or when you leave the page. Your display's refresh rate is the
          ceiling.
        </>
      }
    >
      <div className="demo-fps-stage">
        <div className="demo-fps-grid" style={{ ['--demo-grid-n' as string]: choice.size }} aria-hidden="true" data-demo-grid>
          {Grid ? <Grid /> : null}
        </div>
        <dl className="demo-readout" aria-label="Current run">
          <div>
            <dt>Frames/s</dt>
            <dd data-demo-value="fps">{live.fps == null ? '–' : formatFps(live.fps)}</dd>
          </div>
          <div>
            <dt>Grid updates/s</dt>
            <dd data-demo-value="updates">{live.updatesPerSec == null ? '–' : formatFps(live.updatesPerSec)}</dd>
          </div>
        </dl>
      </div>
      {reason ? (
        <p className="demo-unavailable" data-demo-unavailable>
          {reason}
        </p>
      ) : null}
      {results.length ? (
        <table className="demo-results">
          <caption>Your runs on this page (newest first)</caption>
          <thead>
            <tr>
              <th scope="col">Library</th>
              <th scope="col">Grid</th>
              <th scope="col">Frames/s</th>
              <th scope="col">Updates/s</th>
              <th scope="col">Duration</th>
            </tr>
          </thead>
          <tbody>
            {results.map((r, i) => (
              <tr key={results.length - i} data-demo-result={r.lib}>
                <td>{libraryById(r.lib).label}</td>
                <td>
                  {r.size} × {r.size}
                </td>
                <td>{formatFps(r.fps)}</td>
                <td>{formatFps(r.updatesPerSec)}</td>
                <td>{formatFps(r.seconds)} s</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </DemoShell>
  )
}
