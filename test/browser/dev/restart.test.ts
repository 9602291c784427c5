// `npm run dev` end to end, in a scratch copy of this tool: changing a component the server renders with restarts
// the server process on the same port, and the open tab (in Chromium) reloads into the page with the new markup.
import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { launchBrowser } from '../../support/browser.ts'
import { copyTool } from '../../support/tool-copy.ts'

const repo = fileURLToPath(new URL('../../..', import.meta.url))
let scratch: string
let dev: ChildProcess | undefined
let browser: Browser
const output: string[] = []

/** Resolves with the first output line matching `pattern` (already printed or still to come). */
function line(pattern: RegExp, ms = 60_000): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no line matching ${pattern} in ${ms} ms:\n${output.join('')}`)), ms)
    const check = () => {
      const match = output.join('').match(pattern)
      if (match) {
        clearTimeout(timer)
        return resolve(match)
      }
      setTimeout(check, 50)
    }
    check()
  })
}

test.before(async () => {
  browser = await launchBrowser()
  scratch = copyTool('dev-restart')
  cpSync(join(repo, 'test/fixtures/site'), join(scratch, 'site'), { recursive: true })
  dev = spawn(process.execPath, ['--import', 'tsx', join(scratch, 'build/cli/main.ts'), 'dev', '--root', join(scratch, 'site'), '--port', '0'], {
    cwd: scratch,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  dev.stdout!.on('data', (d) => output.push(String(d)))
  dev.stderr!.on('data', (d) => output.push(String(d)))
})

test.after(async () => {
  await browser?.close()
  if (dev && dev.exitCode === null) {
    const exited = new Promise((r) => dev!.once('exit', r))
    dev.kill('SIGTERM')
    // SIGTERM is passed on to the server process; if the pair does not stop, the test must not hang on it.
    const stopped = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 15_000))])
    if (!stopped) dev.kill('SIGKILL')
    assert.ok(stopped, 'the dev server stopped on SIGTERM')
  }
  rmSync(scratch, { recursive: true, force: true })
})

test('a changed component restarts the server on its port, and the open page reloads with the new markup', async () => {
  const [, url] = await line(/dev server at (http:\/\/127\.0\.0\.1:\d+\/docs\/)/)
  const page = await browser.newPage()
  page.setDefaultTimeout(30_000)
  await page.goto(`${url}guide/start`)
  assert.is(await page.locator('.skip-link').textContent(), 'Skip to content')

  const file = join(scratch, 'runtime/components/chrome/SkipLink.tsx')
  writeFileSync(file, readFileSync(file, 'utf8').replace('      Skip to content\n', '      Skip to the words\n'))
  await line(/SkipLink\.tsx changed: restarting the dev server/)
  await page.waitForFunction(() => document.querySelector('.skip-link')?.textContent === 'Skip to the words', undefined, { timeout: 60_000 })
  assert.ok(page.url().startsWith(url!), 'the same URL (port) serves the restarted server')
  // The tab can reload before the new process's greeting has reached this process's pipe, so wait for it.
  await line(/(dev server at [^\n]*[\s\S]*){2}/, 10_000)
  assert.is(output.join('').match(/dev server at /g)!.length, 2, 'one restart, not more')
  await page.close()
})

test('a component that no longer loads stops the server until the next save under runtime/, which brings it back', async () => {
  const file = join(scratch, 'runtime/components/chrome/SkipLink.tsx')
  const good = readFileSync(file, 'utf8')
  writeFileSync(file, good.replace('export function SkipLink(', 'const = ;\nexport function SkipLink('))
  await line(/it starts again when a file under runtime\/ changes/)
  assert.is(dev!.exitCode, null, 'the supervising process keeps running')
  writeFileSync(file, good.replace('      Skip to the words\n', '      Skip to the text\n'))
  await line(/(dev server at [^\n]*[\s\S]*){3}/)
  const [, url] = await line(/dev server at (http:\/\/127\.0\.0\.1:\d+\/docs\/)/)
  const html = await (await fetch(`${url}guide/start`)).text()
  assert.match(html, '>Skip to the text<')
})

test.run()
