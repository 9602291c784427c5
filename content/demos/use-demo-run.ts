// The run state the Memory and Provider-init demos share: running flag, result rows, progress and announcement
// text, a run counter, and an AbortController per run that Stop and leaving the page (pagehide) both abort.
import { useEffect, useRef, useState } from 'react'

export function useDemoRun<Row>() {
  const [running, setRunning] = useState(false)
  const [rows, setRows] = useState<Row[]>([])
  const [progress, setProgress] = useState('')
  const [announce, setAnnounce] = useState('')
  const [run, setRun] = useState(0)
  const abort = useRef<AbortController | null>(null)

  const stop = () => abort.current?.abort()
  // biome-ignore lint/correctness/useExhaustiveDependencies: listens for the page's lifetime; stop reads a ref, so the first render's copy is current
  useEffect(() => {
    addEventListener('pagehide', stop)
    return () => {
      removeEventListener('pagehide', stop)
      stop()
    }
  }, [])

  /** Starts a new run: clears the rows and returns the run's controller (aborted by Stop or pagehide). */
  const begin = (): AbortController => {
    const controller = new AbortController()
    abort.current = controller
    setRunning(true)
    setRows([])
    setRun((r) => r + 1)
    return controller
  }

  return { running, setRunning, rows, setRows, progress, setProgress, announce, setAnnounce, run, begin, stop }
}
