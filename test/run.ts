// Test runner for `npm test`: runs every test/**/*.test.ts(x) file in its own Node process (uvu suites),
// two at a time, and prints one closing line "N passed, N failed, N skipped".
// Usage: npm test [-- <substring of the path from the repository root>...]
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const filters = process.argv.slice(2)
/** Makes a failing `before` hook print its error (uvu alone shows none). */
const HOOK_ERRORS = join(root, 'test/support/hook-errors.mjs')

function findTests(dir: string): string[] {
  const found: string[] = []
  for (const name of readdirSync(dir)) {
    if (name === 'fixtures' || name === 'node_modules') continue
    const full = join(dir, name)
    if (statSync(full).isDirectory()) found.push(...findTests(full))
    else if (/\.test\.tsx?$/.test(name)) found.push(full)
  }
  return found.sort()
}

interface FileResult {
  file: string
  seconds?: number
  passed: number
  failed: number
  skipped: number
  output: string
  skipReason?: string
}

/** uvu prints "Total: N / Passed: N / Skipped: N" once per process; a file may instead print "skip-file: reason". */
function parse(file: string, code: number | null, output: string): FileResult {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the terminal's colour escapes
  const plain = output.replace(/\x1b\[[0-9;]*m/g, '')
  const skip = /^skip-file: (.+)$/m.exec(plain)
  if (skip && code === 0) return { file, passed: 0, failed: 0, skipped: 1, output, skipReason: skip[1] }
  const num = (label: string) => Number(new RegExp(`${label}:\\s+(\\d+)`).exec(plain)?.[1] ?? NaN)
  const total = num('Total'),
    passed = num('Passed'),
    skipped = num('Skipped')
  if (Number.isNaN(total)) return { file, passed: 0, failed: 1, skipped: 0, output: `${output}\n[runner] no uvu summary (exit ${code})` }
  const failed = total - passed - (skipped || 0)
  // A crash after the summary (or a non-zero exit without failures) still counts as one failure.
  return { file, passed, failed: failed > 0 ? failed : code === 0 ? 0 : 1, skipped: skipped || 0, output }
}

// A file that hangs (a server that never answers, a browser that never closes) fails on its own instead of
// holding the whole run until CI's limit: no single file needs more than a few minutes.
const FILE_TIMEOUT_MS = Number(process.env.TEST_FILE_TIMEOUT_MS) || 8 * 60_000

// Each file runs in its own process group (so a timeout can end what it started); Ctrl-C ends them all.
const running = new Set<number>()
const killGroup = (pid: number) => {
  try {
    process.kill(-pid, 'SIGKILL')
  } catch {}
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const pid of running) killGroup(pid)
    process.exit(130)
  })
}

function runFile(file: string): Promise<FileResult> {
  return new Promise((done) => {
    const started = Date.now()
    // Each file gets its own temporary folder (Node's tmpdir() and the browser read TMPDIR): the sites, outputs and
    // browser profiles a test makes are deleted with it when the file passes, and kept to look at when it fails.
    const scratch = mkdtempSync(join(tmpdir(), 'vellum-test-'))
    const child = spawn(process.execPath, ['--import', 'tsx', '--import', HOOK_ERRORS, file], {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: '0', TMPDIR: scratch },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    running.add(child.pid!)
    let output = ''
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      // The whole process group: a browser or worker the test started goes too.
      killGroup(child.pid!)
    }, FILE_TIMEOUT_MS)
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    child.on('close', (code) => {
      clearTimeout(timer)
      running.delete(child.pid!)
      const seconds = (Date.now() - started) / 1000
      const result = timedOut
        ? {
            file: relative(root, file),
            passed: 0,
            failed: 1,
            skipped: 0,
            output: `${output}\n[runner] killed: still running after ${FILE_TIMEOUT_MS / 1000} s`,
          }
        : parse(relative(root, file), code, output)
      if (result.failed) result.output += `\n[runner] its temporary files are kept in ${scratch}`
      else rmSync(scratch, { recursive: true, force: true })
      done({ ...result, seconds })
    })
  })
}

const files = findTests(join(root, 'test')).filter((f) => filters.length === 0 || filters.some((s) => relative(root, f).includes(s)))
const queue = [...files]
const results: FileResult[] = []
const started = Date.now()
async function worker() {
  for (let file = queue.shift(); file; file = queue.shift()) {
    const r = await runFile(file)
    results.push(r)
    const mark = r.failed ? 'FAIL' : r.skipReason ? 'SKIP' : 'ok  '
    console.log(
      `${mark} ${r.file} (${r.passed} passed${r.failed ? `, ${r.failed} failed` : ''}${r.skipReason ? `: ${r.skipReason}` : ''}, ${r.seconds?.toFixed(1)} s)`,
    )
    if (r.failed || process.env.VERBOSE) console.log(r.output.replace(/^/gm, '     | '))
  }
}
await Promise.all(Array.from({ length: Math.max(1, Math.min(2, availableParallelism())) }, worker))

const sum = (k: 'passed' | 'failed' | 'skipped') => results.reduce((n, r) => n + r[k], 0)
if (files.length === 0) {
  console.log('no test files matched')
  process.exit(1)
}
console.log(`\n${results.length} files in ${((Date.now() - started) / 1000).toFixed(1)} s`)
console.log(`${sum('passed')} passed, ${sum('failed')} failed, ${sum('skipped')} skipped`)
process.exit(sum('failed') > 0 ? 1 : 0)
