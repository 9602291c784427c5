// Runs one test file in a Node process of its own (every kind but unit): uvu prints one summary per process, which is
// read back; a file may instead print "skip-file: reason" (a browser test without Chromium outside CI).
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { FILE_TIMEOUT_MS, type FileResult, killGroup, trackGroup } from './results.ts'

/** Makes a failing `before` hook print its error (uvu alone shows none). */
const HOOK_ERRORS = join(import.meta.dirname, 'hook-errors.mjs')

/** uvu prints "Total: N / Passed: N / Skipped: N" once per process. */
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
  const failed = total - passed
  // A crash after the summary (or a non-zero exit without failures) still counts as one failure.
  return { file, passed, failed: failed > 0 ? failed : code === 0 ? 0 : 1, skipped: skipped || 0, output }
}

export function runInOwnProcess(root: string, file: string): Promise<FileResult> {
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
    const untrack = trackGroup(child.pid!)
    let output = ''
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      killGroup(child.pid!)
    }, FILE_TIMEOUT_MS)
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    child.on('close', (code) => {
      clearTimeout(timer)
      untrack()
      const name = relative(root, file)
      const result = timedOut
        ? { file: name, passed: 0, failed: 1, skipped: 0, output: `${output}\n[runner] killed: still running after ${FILE_TIMEOUT_MS / 1000} s` }
        : parse(name, code, output)
      if (result.failed) result.output += `\n[runner] its temporary files are kept in ${scratch}`
      else rmSync(scratch, { recursive: true, force: true })
      done({ ...result, seconds: (Date.now() - started) / 1000 })
    })
  })
}
