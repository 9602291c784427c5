// Runs unit test files in shared processes (unit-process.ts), handing each the next file of a common queue over IPC,
// so two processes share the work however long each file takes. A file that hangs or crashes its process fails alone:
// the files after it go on in a new process.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { FILE_TIMEOUT_MS, type FileResult, killGroup, trackGroup } from './results.ts'
import type { UnitOrder, UnitReport } from './unit-process.ts'

const UNIT_PROCESS = join(import.meta.dirname, 'unit-process.ts')

/**
 * Runs files taken from `queue` in one process until the queue is empty (or the process dies: then this returns, and
 * the caller starts another for what is left). `ownProcess`: the one file installs a global window (dom-globals.ts).
 */
export function runUnitProcess(root: string, queue: string[], report: (result: FileResult) => void, ownProcess = false): Promise<void> {
  return new Promise((done) => {
    const scratch = mkdtempSync(join(tmpdir(), 'vellum-unit-'))
    const child = spawn(process.execPath, ['--import', 'tsx', UNIT_PROCESS], {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: '0', TMPDIR: scratch, UNIT_OWN_PROCESS: ownProcess ? '1' : '0' },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      detached: true,
    })
    const untrack = trackGroup(child.pid!)
    // What the process printed outside any file (a crash's trace): told with the file it happened in.
    let processOutput = ''
    child.stdout!.on('data', (d) => (processOutput += d))
    child.stderr!.on('data', (d) => (processOutput += d))
    let running: { file: string; started: number } | undefined
    let failures = 0
    let timer: NodeJS.Timeout | undefined
    const next = () => {
      const file = queue.shift()
      child.send((file ? { file } : { stop: true }) satisfies UnitOrder)
    }
    child.on('message', (message: UnitReport) => {
      if ('ready' in message) return next()
      if ('started' in message) {
        running = { file: message.started, started: Date.now() }
        processOutput = ''
        timer = setTimeout(() => killGroup(child.pid!), FILE_TIMEOUT_MS)
        return
      }
      clearTimeout(timer)
      const { file, ...counts } = message.done
      failures += counts.failed
      const kept = counts.failed ? `\n[runner] the temporary files of its process are kept in ${scratch}` : ''
      report({ ...counts, output: counts.output + kept, file: relative(root, file), seconds: (Date.now() - running!.started) / 1000 })
      running = undefined
      next()
    })
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      untrack()
      if (running) {
        failures++
        const why = signal === 'SIGKILL' ? `killed: still running after ${FILE_TIMEOUT_MS / 1000} s` : `its process ended (exit ${code ?? signal})`
        report({
          file: relative(root, running.file),
          passed: 0,
          failed: 1,
          skipped: 0,
          output: `${processOutput}\n[runner] ${why}; its temporary files are kept in ${scratch}`,
          seconds: (Date.now() - running.started) / 1000,
        })
      }
      if (!failures) rmSync(scratch, { recursive: true, force: true })
      done()
    })
  })
}
