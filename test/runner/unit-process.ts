// A process that runs unit test files one after another, each as uvu would alone, so the modules they share (the
// compiler, the highlighter, React) load once; test/run.ts hands it the files over IPC and gets each file's result back.
// The unit rules (unit-guard.mjs) hold for the whole process; a file must not leave a global window behind (one that
// installs it, through test/support/dom-globals.ts, is given a process of its own).
import { pathToFileURL } from 'node:url'

type Runner = () => Promise<[errors: string | true, passed: number, skipped: number, total: number]>
interface Uvu {
  UVU_DEFER?: number
  UVU_INDEX?: number
  UVU_QUEUE?: [name: string | null, ...runners: Runner[]][]
}

export interface UnitFileResult {
  file: string
  passed: number
  failed: number
  skipped: number
  output: string
  /** CPU seconds this process spent on the file (its own thread and the threads it started): unlike its time, not the machine's load. */
  cpu: number
}

/** From the runner: the next file, or the end. */
export type UnitOrder = { file: string } | { stop: true }
/** To the runner: ready for a file, or a file's result. */
export type UnitReport = { ready: true } | { started: string } | { done: UnitFileResult }

// uvu queues each file's suites instead of running them when imported after this is set (its CLI's way).
const uvu = globalThis as Uvu
uvu.UVU_DEFER = 1
uvu.UVU_QUEUE = []
// Plain JavaScript modules (the guard's hooks run on a loader thread), loaded by URL.
for (const module of ['unit-guard.mjs', 'hook-errors.mjs']) await import(new URL(module, import.meta.url).href)

const OWN_PROCESS = process.env.UNIT_OWN_PROCESS === '1'
const exit = process.exit.bind(process)
const send = (report: UnitReport) => process.send!(report)

let current: UnitFileResult | undefined
// What the file writes is its output; the runner prints it when the file fails.
for (const stream of [process.stdout, process.stderr]) {
  const write = stream.write.bind(stream)
  stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    if (current) {
      current.output += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString()
      const done = rest.find((r) => typeof r === 'function') as (() => void) | undefined
      done?.()
      return true
    }
    return write(chunk, ...(rest as []))
  }) as typeof stream.write
}
const failWith = (what: string) => (error: unknown) => {
  if (!current) throw error
  current.failed++
  current.output += `\n${what}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`
}
process.on('unhandledRejection', failWith('unhandled rejection'))
process.on('uncaughtException', failWith('uncaught exception'))
process.exit = ((code?: number) => {
  throw new Error(`a unit test does not end its process (process.exit(${code ?? ''}))`)
}) as typeof process.exit

async function runFile(file: string): Promise<UnitFileResult> {
  const result: UnitFileResult = { file, passed: 0, failed: 0, skipped: 0, output: '', cpu: 0 }
  const cpu = process.cpuUsage()
  current = result
  const hadWindow = 'window' in globalThis
  const index = uvu.UVU_QUEUE!.push([null]) - 1
  uvu.UVU_INDEX = index
  try {
    await import(pathToFileURL(file).href)
    // uvu alone runs the suites a timer after the file loaded (a server the file started has bound its port by then).
    await new Promise((resolve) => setTimeout(resolve))
    const [, ...runners] = uvu.UVU_QUEUE![index]!
    for (const run of runners) {
      const [errors, passed, skipped, total] = await run()
      if (errors !== true) result.output += `\n${errors}`
      result.passed += passed
      result.skipped += skipped
      result.failed += total - passed
    }
  } catch (error) {
    failWith('the file failed to load')(error)
  }
  if (!OWN_PROCESS && !hadWindow && 'window' in globalThis) {
    result.failed++
    result.output += `\nthis file left a global window behind: install it with test/support/dom-globals.ts, so it runs in a process of its own\n`
  }
  current = undefined
  const used = process.cpuUsage(cpu)
  result.cpu = (used.user + used.system) / 1e6
  return result
}

// A process whose files all passed ends with 0; else 1, so its temporary folders are kept too (support/temp-dir.ts).
let failed = false
process.on('message', async (order: UnitOrder) => {
  if ('stop' in order) return exit(failed ? 1 : 0)
  send({ started: order.file })
  const result = await runFile(order.file)
  failed ||= result.failed > 0
  send({ done: result })
})
send({ ready: true })
