// The tool as a user gets it: `npm pack`, the tarball installed into an empty folder (from npm's local cache where it
// can), then the installed `valdres-docs` command builds, serves (preview) and watches (dev) the Vocs fixture site,
// with no TypeScript loader and no `vocs` package installed, and writes nothing into its own installed folder.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'

const REPO = new URL('../..', import.meta.url).pathname
const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { version: string; devDependencies: Record<string, string> }
let work: string
let app: string
let site: string
let bin: string

const npm = (args: string[], cwd: string) => execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })

/** Every file under the installed package, to show a build and a dev session write nothing there. */
function installedFiles(): string[] {
  const dir = join(app, 'node_modules/valdres-docs')
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort()
}

test.before(() => {
  work = mkdtempSync(join(tmpdir(), 'package-'))
  const tarball = npm(['pack', '--pack-destination', work, '--silent'], REPO).trim().split('\n').at(-1)!
  app = join(work, 'app')
  mkdirSync(app)
  writeFileSync(join(app, 'package.json'), '{ "name": "app", "private": true, "type": "module" }\n')
  // The site's own Markdown plugins beside the tool, as a Vocs site lists them in its package.json.
  const plugins = ['remark-emoji', 'rehype-external-links'].map((name) => `${name}@${pkg.devDependencies[name]}`)
  npm(['install', join(work, tarball), ...plugins, '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], app)
  bin = join(app, 'node_modules/.bin/valdres-docs')
  site = join(app, 'site')
  cpSync(join(REPO, 'test/fixtures/vocs-site'), site, { recursive: true })
  // 50 more pages: enough for the build to compile on worker threads, whose entry differs in the package.
  for (let i = 1; i <= 50; i++) writeFileSync(join(site, `docs/pages/page-${i}.md`), `# Page ${i}\n\nText of page ${i}.\n`)
})

test('the package holds compiled JavaScript and its declarations, not the TypeScript sources of the tool', () => {
  const dir = join(app, 'node_modules/valdres-docs')
  const files = installedFiles().map((f) => f.slice(dir.length + 1))
  assert.ok(files.includes('lib/build/cli.js') && files.includes('lib/build/index.d.ts') && files.includes('lib/runtime-bundle/runtime-graph.json'))
  assert.not.ok(
    files.some((f) => f.startsWith('lib/build/') && /\.tsx?$/.test(f) && !f.endsWith('.d.ts')),
    'no build/ TypeScript',
  )
  assert.not.ok(existsSync(join(app, 'node_modules/tsx')), 'tsx is not installed with the tool')
  assert.not.ok(existsSync(join(app, 'node_modules/vocs')), 'vocs is not installed')
  const types = readFileSync(join(dir, 'lib/build/index.d.ts'), 'utf8')
  assert.match(types, /defineConfig/)
})

test('the installed command answers --help and --version', () => {
  const help = spawnSync(bin, ['--help'], { encoding: 'utf8' })
  assert.is(help.status, 0, help.stderr)
  assert.match(help.stdout, /\$ valdres-docs \[build\|dev\|preview\] \[root\] \[options\]/)
  const version = spawnSync(bin, ['--version'], { encoding: 'utf8' })
  assert.ok(version.stdout.startsWith(`valdres-docs/${pkg.version}`), version.stdout)
})

test('the installed command builds the Vocs site into docs/dist and writes nothing into its own folder', () => {
  const before = installedFiles()
  const r = spawnSync(bin, ['build', site], { cwd: app, encoding: 'utf8' })
  assert.is(r.status, 0, r.stderr + r.stdout)
  assert.match(r.stdout, /^built 54 pages and \d+ assets .* → .*\/site\/docs\/dist\n$/)
  assert.match(r.stderr, /config key "vite.server" \(Vocs\) is not supported/)
  const html = readFileSync(join(site, 'docs/dist/guide/getting-started.html'), 'utf8')
  assert.ok(html.includes('🎉'))
  assert.ok(existsSync(join(site, 'docs/dist/page-50.html')))
  assert.ok(existsSync(join(site, 'docs/dist/.vocs/icons/link.svg')))
  assert.equal(installedFiles(), before)
})

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

const stop = (child: ChildProcess) => child.pid && process.kill(-child.pid, 'SIGTERM')

/** Starts the installed command and waits until `url` answers; the caller stops it. */
async function serve(args: string[], url: string): Promise<ChildProcess> {
  const child = spawn(bin, args, { cwd: app, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  let output = ''
  child.stdout!.on('data', (d) => (output += d))
  child.stderr!.on('data', (d) => (output += d))
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`exited ${child.exitCode}: ${output}`)
    try {
      if ((await fetch(url)).ok) return child
    } catch {}
    await new Promise((r) => setTimeout(r, 200))
  }
  stop(child)
  throw new Error(`no answer from ${url}: ${output}`)
}

test('the installed command previews the output and runs the dev server', async () => {
  const before = installedFiles()
  const previewPort = await freePort()
  const preview = await serve(['preview', site, '--port', String(previewPort)], `http://127.0.0.1:${previewPort}/`)
  try {
    const page = await (await fetch(`http://127.0.0.1:${previewPort}/guide/getting-started`)).text()
    assert.match(page, /Getting started/)
  } finally {
    stop(preview)
  }
  const devPort = await freePort()
  const dev = await serve(['dev', site, '--port', String(devPort)], `http://127.0.0.1:${devPort}/guide/getting-started`)
  try {
    const page = await (await fetch(`http://127.0.0.1:${devPort}/guide/getting-started`)).text()
    assert.ok(page.includes('🎉'))
    assert.is((await fetch(`http://127.0.0.1:${devPort}/.vocs/icons/link.svg`)).status, 200)
    const css = page.match(/href="(\/assets\/style\.[^"]+\.css)"/)![1]!
    const font = (await (await fetch(`http://127.0.0.1:${devPort}${css}`)).text()).match(/url\((fonts\/inter-latin-wght[^)]+)\)/)![1]!
    assert.is((await fetch(`http://127.0.0.1:${devPort}/assets/${font}`)).status, 200)
  } finally {
    stop(dev)
  }
  assert.equal(installedFiles(), before)
})

test.after(() => rmSync(work, { recursive: true, force: true }))

test.run()
