// The command line as a user meets it: help for the tool and each command, the version, usage errors that exit 2,
// and what a build prints on and off a terminal (--quiet, --verbose).
import { spawnSync } from 'node:child_process'
import { cpSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createProgress } from '../../../build/cli/progress.ts'
import { tempDir } from '../../support/temp-dir.ts'

const REPO = new URL('../../..', import.meta.url).pathname
const VERSION = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')).version as string

function run(...args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(REPO, 'build/cli/main.ts'), ...args], { cwd: REPO, encoding: 'utf8' })
  return { code: r.status, out: r.stdout, err: r.stderr }
}

function site(): string {
  const root = tempDir('cli-')
  cpSync(join(REPO, 'test/fixtures/site'), root, { recursive: true })
  return root
}

test('--help lists the commands and exits 0; each command has its own help', () => {
  const help = run('--help')
  assert.is(help.code, 0)
  for (const word of ['build [root]', 'dev [root]', 'preview [root]', '--version', '--empty-out-dir']) assert.ok(help.out.includes(word), word)
  const dev = run('dev', '--help')
  assert.is(dev.code, 0)
  assert.ok(dev.out.includes('$ vellum dev [root]'))
  assert.ok(dev.out.includes('--port <port>') && dev.out.includes('--host <host>'))
  assert.not.ok(dev.out.includes('--empty-out-dir'), 'only the flags of dev')
})

test('--version prints the package version', () => {
  const r = run('--version')
  assert.is(r.code, 0)
  assert.ok(r.out.startsWith(`vellum/${VERSION}`), r.out)
})

test('an unknown flag, an unknown command or a bad port says what was wrong, shows the usage and exits 2', () => {
  const flag = run('build', '--frobnicate')
  assert.is(flag.code, 2)
  assert.match(flag.err, /error: Unknown option `--frobnicate`/)
  assert.match(flag.out, /Usage:/)
  const command = run('biuld')
  assert.is(command.code, 2)
  assert.match(command.err, /unknown command "biuld": expected build, dev or preview/)
  assert.match(command.out, /Usage:/)
  const port = run('preview', '--port', 'eighty')
  assert.is(port.code, 2)
  assert.match(port.err, /--port expects a number from 0 to 65535, got "eighty"/)
  assert.not.match(flag.err + command.err + port.err, /\n\s+at /, 'no stack trace')
})

test('off a terminal a build prints one summary line; --verbose each stage; --quiet nothing', () => {
  const root = site()
  const plain = run('build', root, '-o', join(root, 'out'))
  assert.is(plain.code, 0, plain.err)
  assert.is(plain.err, '')
  assert.match(plain.out, /^built 4 pages and \d+ assets \(\d+ files, [\d.]+ [KM]B\) in [\d.]+ s → .*\/out\n$/)
  const verbose = run('build', '--root', root, '--out', join(root, 'out'), '--verbose')
  assert.is(verbose.code, 0)
  for (const stage of [/^found 4 pages in/m, /^compiled 4 pages in/m, /^checked the links of 4 pages in/m, /^bundled \d+ assets in/m, /^rendered 4 pages in/m])
    assert.match(verbose.err, stage)
  const quiet = run('build', '--root', root, '--out', join(root, 'out'), '--quiet')
  assert.is(quiet.code, 0)
  assert.is(quiet.out + quiet.err, '')
})

test('a flag given twice keeps its last value', () => {
  const root = site()
  const r = run('build', '--root', root, '--out', join(root, 'first'), '--out', join(root, 'second'))
  assert.is(r.code, 0, r.err)
  assert.ok(r.out.trim().endsWith(join(root, 'second')), r.out)
})

test('a build error exits 1 with the file and line, no stack', () => {
  const root = site()
  const page = join(root, 'content/pages/guide/start.md')
  cpSync(page, `${page}.bak`)
  const text = readFileSync(page, 'utf8').replace('title: Getting started', 'title: [Getting started')
  writeFileSync(page, text)
  const r = run('build', root)
  assert.is(r.code, 1)
  assert.match(r.err, /content\/pages\/guide\/start\.md:\d+:\d+ invalid YAML frontmatter/)
  assert.not.match(r.err, /\n\s+at /)
})

test('preview of a site never built says to build it first, exits 1, no stack', () => {
  const root = site()
  const r = run('preview', root, '--port', '0')
  assert.is(r.code, 1)
  assert.match(r.err, /dist nothing to preview here: build the site first/)
  assert.not.match(r.err, /\n\s+at /)
})

test('a Vocs site builds into docs/dist by default; -o, --outDir picks another folder', () => {
  const root = tempDir('cli-vocs-')
  cpSync(join(REPO, 'test/fixtures/vocs-site'), root, { recursive: true })
  // Its Markdown plugins, installed as a Vocs site has them.
  symlinkSync(join(REPO, 'node_modules'), join(root, 'node_modules'))
  const r = run('build', root)
  assert.is(r.code, 0, r.err)
  assert.ok(r.out.trim().endsWith(join(root, 'docs/dist')), r.out)
  const o = run('build', root, '--outDir', join(root, 'public-out'))
  assert.is(o.code, 0, o.err)
  assert.ok(o.out.trim().endsWith(join(root, 'public-out')), o.out)
})

test('--out and -o naming two folders is a usage error saying both were given; nothing is built', () => {
  const root = site()
  const base = tempDir('cli-both-')
  for (const args of [
    ['-o', join(base, 'x'), '--out', join(base, 'y')],
    ['--outDir', join(base, 'x'), '--out', join(base, 'y')],
  ]) {
    const r = run('build', root, ...args)
    assert.is(r.code, 2, r.out + r.err)
    assert.match(r.err, /^error: both --out \(.*y\) and -o\/--outDir \(.*x\) were given: they name the same option, give one/)
    assert.equal(readdirSync(base), [], 'nothing built')
  }
  // The same folder twice is no conflict.
  const same = run('build', root, '-o', join(base, 'z'), '--out', join(base, 'z'))
  assert.is(same.code, 0, same.err)
})

test('on a terminal, a stage draws a bar with its count and ends with one line', () => {
  let written = ''
  const stream = {
    isTTY: true,
    write: (s: string) => {
      written += s
      return true
    },
  } as unknown as NodeJS.WriteStream
  const progress = createProgress(stream, 'normal')
  progress.update(0, 2, 'render')
  progress.update(1, 2, 'render')
  progress.update(2, 2, 'render')
  assert.match(written, /rendering ░{24} 0\/2 pages/)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the terminal's escape sequence is what is tested
  assert.match(written, /\r\x1b\[2Krendered 2 pages in [\d.]+ s\n$/)
  let quiet = ''
  const silent = createProgress(
    {
      isTTY: true,
      write: (s: string) => {
        quiet += s
        return true
      },
    } as unknown as NodeJS.WriteStream,
    'quiet',
  )
  silent.update(2, 2, 'render')
  assert.is(quiet, '')
})

test.run()
