// The tool as a user gets it: `npm pack`, the tarball installed into an empty folder (from npm's local cache where it
// can), then the installed `vellum` command builds, serves (preview) and watches (dev) the Vocs fixture site,
// with no TypeScript loader and no `vocs` package installed, and writes nothing into its own installed folder. The
// tarball holds the tool alone: its dependencies are what it runs, and no file names the site this repository also
// holds or the libraries that site compares.
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process'
import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'

const REPO = new URL('../../..', import.meta.url).pathname
const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { version: string; devDependencies: Record<string, string> }
/** A TypeScript older than the tool's, without the libraries its compiler reads for ES2025's collections. */
const SITE_TYPESCRIPT = '5.9.3'
let work: string
let tarball: string
let app: string
let site: string
let bin: string

const npm = (args: string[], cwd: string) => execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })

/** Every file under the installed package, to show a build and a dev session write nothing there. */
function installedFiles(): string[] {
  const dir = join(app, 'node_modules/vellum')
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort()
}

test.before(() => {
  work = mkdtempSync(join(tmpdir(), 'package-'))
  tarball = join(work, npm(['pack', '--pack-destination', work, '--silent'], REPO).trim().split('\n').at(-1)!)
  app = join(work, 'app')
  mkdirSync(app)
  writeFileSync(join(app, 'package.json'), '{ "name": "app", "private": true, "type": "module" }\n')
  // The site's own Markdown plugins beside the tool, as a Vocs site lists them in its package.json.
  const plugins = ['remark-emoji', 'rehype-external-links'].map((name) => `${name}@${pkg.devDependencies[name]}`)
  // And an older TypeScript of its own, as most Vocs sites have: npm then nests the tool's and hoists twoslash's
  // file system beside the site's.
  npm(['install', tarball, ...plugins, `typescript@${SITE_TYPESCRIPT}`, '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], app)
  bin = join(app, 'node_modules/.bin/vellum')
  site = join(app, 'site')
  cpSync(join(REPO, 'test/fixtures/vocs-site'), site, { recursive: true })
  // 50 more pages: enough for the build to compile on worker threads, whose entry differs in the package.
  for (let i = 1; i <= 50; i++) writeFileSync(join(site, `docs/pages/page-${i}.md`), `# Page ${i}\n\nText of page ${i}.\n`)
})

test('the package holds compiled JavaScript and its declarations, not the TypeScript sources of the tool', () => {
  const dir = join(app, 'node_modules/vellum')
  const files = installedFiles().map((f) => f.slice(dir.length + 1))
  assert.ok(files.includes('lib/build/cli/main.js') && files.includes('lib/build/index.d.ts') && files.includes('lib/runtime-bundle/runtime-graph.json'))
  assert.not.ok(
    files.some((f) => f.startsWith('lib/build/') && /\.tsx?$/.test(f) && !f.endsWith('.d.ts')),
    'no build/ TypeScript',
  )
  assert.not.ok(existsSync(join(app, 'node_modules/tsx')), 'tsx is not installed with the tool')
  assert.not.ok(existsSync(join(app, 'node_modules/vocs')), 'vocs is not installed')
  const types = readFileSync(join(dir, 'lib/build/index.d.ts'), 'utf8')
  assert.match(types, /defineConfig/)
})

/** The repository's own site, and the state libraries its pages compare: nothing of them belongs in the package. */
const SITE_ONLY = ['valdres', 'jotai', 'recoil']
const STATE_LIBRARIES = ['valdres', 'valdres-react', 'jotai', 'recoil']

test('the package depends on what the tool runs, and installing it pulls no state library', () => {
  const shipped = JSON.parse(readFileSync(join(app, 'node_modules/vellum/package.json'), 'utf8')) as { dependencies: Record<string, string> }
  const dependencies = Object.keys(shipped.dependencies)
  for (const name of [...STATE_LIBRARIES, 'core-js']) assert.not.ok(dependencies.includes(name), `${name} is not a dependency`)
  for (const name of STATE_LIBRARIES) assert.not.ok(existsSync(join(app, 'node_modules', name)), `${name} is not installed with the tool`)
  // Each dependency is named by the tool's own code or declarations (an import, a require or a resolve), so none is
  // there for nothing.
  const code = installedFiles()
    .filter((f) => /\/lib\/(build|runtime)\/.*\.(js|mjs|ts|tsx)$/.test(f))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n')
  const unused = dependencies.filter((name) => !new RegExp(`['"\`]${name.replace(/[/.]/g, '\\$&')}(/[^'"\`]*)?['"\`]`).test(code))
  assert.equal(unused, [], 'dependencies the tool never loads')
})

test('no file of the tarball names the site or the libraries it compares, in its name or its text', () => {
  const unpacked = join(work, 'unpacked')
  mkdirSync(unpacked)
  execFileSync('tar', ['-xzf', tarball, '-C', unpacked])
  const files = readdirSync(unpacked, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(unpacked.length + 1))
  assert.ok(files.length > 100 && files.includes('package/lib/build/cli/main.js'), 'the whole tarball is read')
  const word = new RegExp(SITE_ONLY.join('|'), 'i')
  const found: string[] = []
  for (const file of files) {
    if (word.test(file)) found.push(`${file} (its name)`)
    const lines = readFileSync(join(unpacked, file), 'latin1').split('\n')
    lines.forEach((line, i) => {
      const hit = word.exec(line)
      if (hit) found.push(`${file}:${i + 1} ${line.slice(Math.max(0, hit.index - 40), hit.index + 40).trim()}`)
    })
  }
  assert.equal(found, [], found.slice(0, 20).join('\n'))
})

test('the installed command answers --help and --version', () => {
  const help = spawnSync(bin, ['--help'], { encoding: 'utf8' })
  assert.is(help.status, 0, help.stderr)
  assert.match(help.stdout, /\$ vellum \[build\|dev\|preview\] \[root\] \[options\]/)
  const version = spawnSync(bin, ['--version'], { encoding: 'utf8' })
  assert.ok(version.stdout.startsWith(`vellum/${pkg.version}`), version.stdout)
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

test("twoslash blocks compile with the site's own TypeScript 5.9 and its libraries, as in Vocs", () => {
  const version = (dir: string) => JSON.parse(readFileSync(join(dir, 'typescript/package.json'), 'utf8')).version
  assert.is(version(join(app, 'node_modules')), SITE_TYPESCRIPT)
  assert.is.not(version(join(app, 'node_modules/vellum/node_modules')), SITE_TYPESCRIPT, "the tool's own is nested")
  assert.ok(existsSync(join(app, 'node_modules/@typescript/vfs')), "twoslash's file system is hoisted beside the site's TypeScript")
  const typed = join(app, 'typed')
  cpSync(join(REPO, 'test/fixtures/vocs-site-twoslash'), typed, { recursive: true })
  // A library under the name TypeScript 5.9 gives it (6 calls it es2025.float16).
  writeFileSync(
    join(typed, 'docs/pages/halves.md'),
    '# Halves\n\n```ts twoslash\n/// <reference lib="esnext.float16" />\nconst halves = new Float16Array([0.5, 1.5])\n```\n',
  )
  // An error only 5.9 raises, expected by the block: the tool's TypeScript 6 knows RegExp.escape, and would fail it.
  writeFileSync(
    join(typed, 'docs/pages/escape.md'),
    "# Escape\n\n```ts twoslash\n// @lib: esnext\n// @errors: 2339\nconst pattern = RegExp.escape('a.b')\n```\n",
  )
  const r = spawnSync(bin, ['build', typed], { cwd: app, encoding: 'utf8' })
  assert.is(r.status, 0, r.stderr + r.stdout)
  assert.not.match(r.stderr, /TSVFS|lib\.es/)
  for (const [page, type] of [
    ['almanac', 'function tideAt(port: string): number'],
    ['halves', 'const halves: Float16Array'],
  ]) {
    const html = readFileSync(join(typed, `docs/dist/${page}.html`), 'utf8')
    assert.match(html.replace(/<[^>]+>/g, ''), type!, `${page}: the hover shows the type`)
    assert.not.match(html, 'class="twoslash-error', `${page}: no error in the block`)
  }
  const escaping = readFileSync(join(typed, 'docs/dist/escape.html'), 'utf8').replace(/<[^>]+>/g, '')
  assert.match(escaping, /Property (&#x27;|')escape(&#x27;|') does not exist on type (&#x27;|')RegExpConstructor/)
})

test("a script builds a site with the installed package's build(), and the config's hooks run", () => {
  const hooked = join(app, 'hooked')
  mkdirSync(join(hooked, 'docs/pages'), { recursive: true })
  writeFileSync(join(hooked, 'docs/pages/index.md'), '# Hooked\n\nA page.\n')
  writeFileSync(
    join(hooked, 'vocs.config.ts'),
    `import { defineConfig } from 'vocs'
export default defineConfig({
  title: 'Hooked',
  transformHtml: (html, page) => html.replace('</body>', \`<!-- from the hook: \${page.title} --></body>\`),
  buildEnd: (summary) => console.log(\`buildEnd: \${summary.pages} page\`),
})
`,
  )
  writeFileSync(
    join(app, 'build-hooked.mjs'),
    `import { build } from 'vellum'
const summary = await build({ root: 'hooked', logLevel: 'silent' })
console.log(JSON.stringify({ pages: summary.pages, outDir: summary.outDir }))
`,
  )
  const r = spawnSync(process.execPath, ['build-hooked.mjs'], { cwd: app, encoding: 'utf8' })
  assert.is(r.status, 0, r.stderr + r.stdout)
  assert.is(r.stdout, `buildEnd: 1 page\n${JSON.stringify({ pages: 1, outDir: join(hooked, 'docs/dist') })}\n`)
  assert.match(readFileSync(join(hooked, 'docs/dist/index.html'), 'utf8'), '<!-- from the hook: Hooked --></body>')
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

/** A small Vocs site with a config (bundled into its cache when it loads) under the app folder. */
function smallSite(name: string): string {
  const root = join(app, name)
  mkdirSync(join(root, 'docs/pages'), { recursive: true })
  writeFileSync(join(root, 'vocs.config.ts'), "import { defineConfig } from 'vocs'\nexport default defineConfig({ title: 'Small' })\n")
  writeFileSync(join(root, 'docs/pages/index.md'), '# Home\n\nWelcome.\n')
  return root
}

const build = (...args: string[]) => spawnSync(bin, ['build', ...args], { cwd: app, encoding: 'utf8' })

test('the installed command guards a linked --out, refuses the cache as output, and names both of -o and --out', () => {
  const root = smallSite('guarded')
  const target = join(app, 'guarded-target')
  mkdirSync(target)
  symlinkSync(target, join(app, 'guarded-link'))
  const linked = build(root, '--out', join(app, 'guarded-link'))
  assert.is(linked.status, 0, linked.stderr)
  assert.ok(lstatSync(join(app, 'guarded-link')).isSymbolicLink(), 'the link is kept')
  assert.ok(existsSync(join(target, 'index.html')) && existsSync(join(target, '.vellum-output.json')), 'the output and its mark are together')
  const cache = build(root, '--out', join(root, '.cache/pages'))
  assert.is(cache.status, 1)
  assert.match(cache.stderr, /^error: .* lies inside the tool's cache folder .*; pick another --out\n$/)
  const both = build(root, '-o', join(app, 'x'), '--out', join(app, 'y'))
  assert.is(both.status, 2)
  assert.match(both.stderr, /^error: both --out \(.*y\) and -o\/--outDir \(.*x\) were given/)
})

test('the installed command builds past a broken cache with one warning, and a folder that is no site is left as it was', () => {
  const fileCache = smallSite('cache-is-file')
  writeFileSync(join(fileCache, '.cache'), 'mine')
  const r = build(fileCache)
  assert.is(r.status, 0, r.stderr)
  assert.match(r.stderr, /^warning: \S*\.cache is a file, not the folder where the tool keeps its cache: .*; delete .* or make it a folder you can write to/m)
  const configFile = smallSite('config-is-file')
  mkdirSync(join(configFile, '.cache'))
  writeFileSync(join(configFile, '.cache/config'), 'mine')
  const c = build(configFile)
  assert.is(c.status, 0, c.stderr)
  assert.match(c.stderr, /^warning: \S*\.cache\/config is a file/m)
  const empty = join(app, 'not-a-site')
  mkdirSync(empty)
  const n = spawnSync(bin, ['build', '.'], { cwd: empty, encoding: 'utf8' })
  assert.is(n.status, 1)
  assert.match(n.stderr, /expected at least one \.md or \.mdx page/)
  assert.equal(readdirSync(empty), [], 'no .cache, no output')
})

test.after(() => rmSync(work, { recursive: true, force: true }))

test.run()
