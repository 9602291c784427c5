// The output folder is the tool's alone: a build refuses folders it did not make or that hold the site's sources,
// never writes outside its output, and a build killed at any moment leaves a complete output after recovery.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { buildSite } from '../../../build/build-site.ts'
import { formatError } from '../../../build/errors/build-error.ts'
import { OUTPUT_MANIFEST, readManifest, recoverOutput } from '../../../build/write/output-folder.ts'
import { PreviousOutput } from '../../../build/write/previous-output.ts'
import { OutputWriter } from '../../../build/write/write-output.ts'
import { tempDir } from '../../support/temp-dir.ts'

const REPO = new URL('../../..', import.meta.url).pathname
const scratch = (prefix = 'out-') => tempDir(prefix)

/** A small site in a fresh folder: `pages` Markdown pages and a static file. */
function makeSite(pages = 3): string {
  const root = scratch('site-')
  mkdirSync(join(root, 'content/pages/guide'), { recursive: true })
  writeFileSync(join(root, 'content/pages/index.md'), '# Home\n\nWelcome.\n')
  for (let i = 0; i < pages; i++) writeFileSync(join(root, `content/pages/guide/p${i}.md`), `# Page ${i}\n\nText of page ${i}.\n\n## Part\n\nMore.\n`)
  mkdirSync(join(root, 'static'))
  writeFileSync(join(root, 'static/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  return root
}

async function refusal(root: string, out: string, extra: { emptyOutDir?: boolean; cwd?: string } = {}): Promise<string | undefined> {
  const cwd = process.cwd()
  if (extra.cwd) process.chdir(extra.cwd)
  try {
    await buildSite({ root, out, emptyOutDir: extra.emptyOutDir })
    return undefined
  } catch (error) {
    return formatError(error)
  } finally {
    process.chdir(cwd)
  }
}

/** Every file under `dir`, relative, sorted. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
    .sort()
}

/** The files of a build, with the content hash of the search index left out (it changes with the text). */
const shapeOf = (dir: string) => filesUnder(dir).map((f) => f.replace(/search-index-[\w-]+\.json$/, 'search-index-#.json'))

test('a non-empty folder the tool did not make is refused, named, and left exactly as it was', async () => {
  const root = makeSite()
  const out = scratch()
  writeFileSync(join(out, 'keep.txt'), 'mine')
  const message = await refusal(root, out)
  assert.ok(message, 'the build fails')
  assert.ok(message!.includes(out), `names the folder: ${message}`)
  assert.match(message!, /not empty and was not made by this tool/)
  assert.match(message!, /--empty-out-dir/)
  assert.equal(readdirSync(out), ['keep.txt'])
  assert.is(readFileSync(join(out, 'keep.txt'), 'utf8'), 'mine')
})

test('--empty-out-dir replaces such a folder, and the result carries the mark', async () => {
  const root = makeSite()
  const out = scratch()
  writeFileSync(join(out, 'keep.txt'), 'mine')
  assert.is(await refusal(root, out, { emptyOutDir: true }), undefined)
  assert.not.ok(existsSync(join(out, 'keep.txt')))
  assert.is(readManifest(out)?.state, 'complete')
  assert.ok(existsSync(join(out, 'index.html')))
})

test('a missing folder, an empty one and one of its own earlier builds are all replaced', async () => {
  const root = makeSite()
  const missing = join(scratch(), 'deep/dist')
  assert.is(await refusal(root, missing), undefined)
  const empty = scratch()
  assert.is(await refusal(root, empty), undefined)
  assert.is(await refusal(root, empty), undefined, 'a second build into its own output')
  assert.is(readManifest(empty)?.state, 'complete')
})

test('an output the tool marked under its former name is its own: replaced, and left with the present mark only', async () => {
  const root = makeSite()
  const out = scratch()
  assert.is(await refusal(root, out), undefined)
  // What the same build looked like when the tool was called valdres-docs.
  renameSync(join(out, OUTPUT_MANIFEST), join(out, '.valdres-output.json'))
  writeFileSync(join(out, '.valdres-output.json'), `${JSON.stringify({ generator: 'valdres-docs', state: 'complete', files: 1 })}\n`)
  writeFileSync(join(out, 'old-page.html'), 'an earlier page')
  assert.is(readManifest(out)?.state, 'complete')
  assert.is(await refusal(root, out), undefined)
  assert.not.ok(existsSync(join(out, '.valdres-output.json')))
  assert.not.ok(existsSync(join(out, 'old-page.html')))
  assert.is(readManifest(out)?.state, 'complete')
  assert.ok(existsSync(join(out, OUTPUT_MANIFEST)))
  // A mark of the same shape whose generator is not the name in its file name is no mark of this tool's.
  const foreign = scratch()
  writeFileSync(join(foreign, '.other-output.json'), JSON.stringify({ generator: 'valdres-docs', state: 'complete' }))
  writeFileSync(join(foreign, 'keep.txt'), 'mine')
  assert.match((await refusal(root, foreign)) ?? '', /not made by this tool/)
})

test('the site folder, its sources, a parent and the current directory are refused, even with --empty-out-dir', async () => {
  const root = makeSite()
  const parent = join(root, '..')
  const cases: [string, string, RegExp, string?][] = [
    ['site root', root, /it is the site folder/],
    ['parent of the site', parent, /it contains the site folder/],
    ['content', join(root, 'content'), /is the site's source folder/],
    ['inside content', join(root, 'content/dist'), /lies inside the site's source folder/],
    ['pages', join(root, 'content/pages'), /lies inside the site's source folder/],
    ['static', join(root, 'static'), /is the site's source folder/],
    ['config', join(root, 'config'), /is the site's source folder/],
    ['current directory', join(root, 'elsewhere'), /it is the current directory/, join(root, 'elsewhere')],
  ]
  mkdirSync(join(root, 'elsewhere'))
  writeFileSync(join(root, 'elsewhere/notes.txt'), 'mine')
  const before = filesUnder(root)
  for (const [name, out, expected, cwd] of cases) {
    const message = await refusal(root, out, { emptyOutDir: true, cwd })
    assert.ok(message, `${name}: refused`)
    assert.match(message!, expected, `${name}: ${message}`)
    assert.ok(message!.includes(`refusing to use `) && message!.includes(' as the output folder: '), message)
  }
  assert.equal(filesUnder(root), before, 'nothing in the site was touched')
})

test('a file given as the output is refused', async () => {
  const root = makeSite()
  const file = join(scratch(), 'dist')
  writeFileSync(file, 'not a folder')
  assert.match((await refusal(root, file)) ?? '', /it is a file, not a folder/)
  assert.is(readFileSync(file, 'utf8'), 'not a folder')
})

test('the writer refuses any path that would leave the output folder', async () => {
  const base = scratch()
  const out = join(base, 'dist')
  for (const path of ['../escape.html', '/etc/escape.html', 'a/../../escape.html', 'a\\..\\..\\x', './x', OUTPUT_MANIFEST]) {
    const writer = await OutputWriter.open(out)
    const error = await writer.write({ path, content: 'x' }).then(
      () => undefined,
      (e: Error) => e,
    )
    assert.ok(error, `refused: ${path}`)
    assert.match(error!.message, /outside the output folder/)
    await writer.abort()
  }
  assert.equal(readdirSync(base), [], 'nothing written next to the output, no temporary folder left')
})

test('a redirect that would escape is a config error with file and line, and nothing is written', async () => {
  const root = makeSite()
  mkdirSync(join(root, 'config'))
  writeFileSync(join(root, 'config/site.config.ts'), `export default {\n  title: 'X',\n  redirects: {\n    '/../../escaped': '/',\n  },\n}\n`)
  const out = join(scratch(), 'dist')
  const message = await refusal(root, out)
  assert.match(message ?? '', /config\/site\.config\.ts:4 redirects\.\/\.\.\/\.\.\/escaped: expected a path inside the site/)
  assert.not.ok(existsSync(out))
  assert.not.ok(existsSync(join(out, '../../escaped.html')))
})

test('an --out that is a symlink builds into the folder it names: the link stays, and the mark is where the output is', async () => {
  const root = makeSite()
  const base = scratch()
  const target = join(base, 'target')
  mkdirSync(target)
  symlinkSync(target, join(base, 'outlink'))
  assert.is(await refusal(root, join(base, 'outlink')), undefined)
  assert.ok(lstatSync(join(base, 'outlink')).isSymbolicLink(), 'the link is still a link')
  assert.is(readManifest(target)?.state, 'complete')
  assert.ok(existsSync(join(target, 'index.html')), 'the output is in the folder the link names')
  assert.equal(readdirSync(base).sort(), ['outlink', 'target'])
  // A second build through the link updates the same folder.
  assert.is(await refusal(root, join(base, 'outlink')), undefined)
  assert.ok(lstatSync(join(base, 'outlink')).isSymbolicLink())
  assert.ok(existsSync(join(target, 'guide/p0.html')))
})

test('a linked --out naming a non-empty folder is refused; with --empty-out-dir that folder gets the output', async () => {
  const root = makeSite()
  const base = scratch()
  const target = join(base, 'target')
  mkdirSync(target)
  writeFileSync(join(target, 'keep.txt'), 'mine')
  symlinkSync(target, join(base, 'outlink'))
  assert.match((await refusal(root, join(base, 'outlink'))) ?? '', /not empty and was not made by this tool/)
  assert.equal(readdirSync(target), ['keep.txt'])
  assert.is(await refusal(root, join(base, 'outlink'), { emptyOutDir: true }), undefined)
  assert.ok(lstatSync(join(base, 'outlink')).isSymbolicLink())
  assert.not.ok(existsSync(join(target, 'keep.txt')), 'the emptied folder is the one that holds the output')
  assert.ok(existsSync(join(target, 'index.html')))
  assert.is(readManifest(target)?.state, 'complete')
})

test('a linked --out whose folder does not exist is refused, naming where it leads, and nothing is made', async () => {
  const root = makeSite()
  const base = scratch()
  symlinkSync(join(base, 'nowhere'), join(base, 'outlink'))
  const message = await refusal(root, join(base, 'outlink'))
  assert.match(message ?? '', /it is a symlink to .*nowhere, which does not exist/)
  assert.equal(readdirSync(base), ['outlink'])
  assert.ok(lstatSync(join(base, 'outlink')).isSymbolicLink())
})

test("the site's cache folder, and any folder in it, is refused as the output", async () => {
  const root = makeSite()
  await buildSite({ root, out: join(scratch(), 'dist') })
  const before = filesUnder(join(root, '.cache'))
  for (const out of [join(root, '.cache'), join(root, '.cache/pages'), join(root, '.cache/new')]) {
    const message = await refusal(root, out, { emptyOutDir: true })
    assert.match(message ?? '', /(is|lies inside) the tool's cache folder/, out)
  }
  assert.equal(filesUnder(join(root, '.cache')), before, 'no cache entry was touched')
})

test('a folder that is no site fails the build and is left as it was: no cache, no output', async () => {
  const empty = scratch('not-a-site-')
  writeFileSync(join(empty, 'notes.txt'), 'mine')
  const message = await refusal(empty, join(empty, 'dist'), { cwd: empty })
  assert.match(message ?? '', /expected at least one \.md or \.mdx page/)
  assert.equal(readdirSync(empty), ['notes.txt'])
})

test('a leftover staging folder whose list of files to remove leaves the output deletes nothing outside it', async () => {
  const root = makeSite()
  const base = scratch()
  const out = join(base, 'site/dist')
  await buildSite({ root, out })
  const victim = join(base, 'victim.txt')
  writeFileSync(victim, 'mine')
  const pid = deadPid()
  const stamp = `${pid}-300`
  const staging = join(base, `site/.dist.tmp-${stamp}`)
  mkdirSync(staging)
  const escapes = ['../../victim.txt', '../victim.txt', `${base}/victim.txt`, '..\\..\\victim.txt', 'a/../../../victim.txt']
  writeFileSync(join(staging, OUTPUT_MANIFEST), JSON.stringify({ generator: 'vellum', state: 'complete', stamp, update: { remove: escapes } }))
  writeFileSync(join(out, OUTPUT_MANIFEST), JSON.stringify({ generator: 'vellum', state: 'updating', stamp }))
  recoverOutput(out)
  assert.is(readFileSync(victim, 'utf8'), 'mine', 'recovery deleted nothing outside the output')
  assert.is(await refusal(root, out), undefined, 'the next build goes through')
  assert.is(readFileSync(victim, 'utf8'), 'mine')
  // Its mark is not one this tool writes: the folder is left as it is, like any folder the tool did not make.
  assert.equal(readdirSync(join(base, 'site')).sort(), [`.dist.tmp-${stamp}`, 'dist'])
  // A stamp that would lead elsewhere makes the mark invalid.
  const marked = join(base, 'marked')
  mkdirSync(marked)
  writeFileSync(join(marked, OUTPUT_MANIFEST), JSON.stringify({ generator: 'vellum', state: 'complete', stamp: '1-1/../../x' }))
  assert.is(readManifest(marked), undefined)
})

test('a file put into the output by hand under a name with a backslash does not stop the next update in place', async () => {
  const root = makeSite()
  const out = join(scratch(), 'dist')
  await buildSite({ root, out })
  writeFileSync(join(out, 'by\\hand.txt'), 'mine')
  writeFileSync(join(root, 'content/pages/guide/p0.md'), '# Page 0\n\nChanged.\n')
  assert.is(await refusal(root, out), undefined)
  assert.match(readFileSync(join(out, 'guide/p0.html'), 'utf8'), /Changed\./)
  assert.is(readManifest(out)?.state, 'complete')
})

test("the site cache's record of an output's files is ignored when it names a path outside the output", async () => {
  const base = scratch()
  const out = join(base, 'dist')
  mkdirSync(out)
  writeFileSync(join(base, 'secret.txt'), 'secret')
  const keys = join(base, 'keys.json')
  const stat = lstatSync(join(base, 'secret.txt'))
  writeFileSync(keys, JSON.stringify({ stamp: '1-1', files: { '../secret.txt': ['k', stat.size, Math.round(stat.mtimeMs)], 'a.html': ['k', 1, 1] } }))
  const previous = await PreviousOutput.open(out, keys, '1-1')
  assert.equal(previous.pathsMadeUnder('k'), [])
  assert.is(await previous.carryByKey(['../secret.txt'], 'k', [join(base, 'copy.txt')]), undefined)
  assert.not.ok(existsSync(join(base, 'copy.txt')))
})

/** A dead process id: a child that has exited. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '0']).pid!
}

test('recovery puts back a complete output a kill left between the two renames, and clears what killed builds left', () => {
  const base = scratch()
  const pid = deadPid()
  const mark = (dir: string, state: string, file: string) => {
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, OUTPUT_MANIFEST), JSON.stringify({ generator: 'vellum', state }))
    writeFileSync(join(dir, file), file)
  }
  // Killed between "dist → old" and "tmp → dist": no dist, a complete new build and the previous one beside it.
  mark(join(base, `.dist.old-${pid}-100`), 'complete', 'previous.html')
  mark(join(base, `.dist.tmp-${pid}-100`), 'complete', 'new.html')
  // An older interrupted build that never finished, and a folder of the same name pattern the tool did not make.
  mark(join(base, `.dist.tmp-${pid}-50`), 'building', 'half.html')
  mkdirSync(join(base, `.dist.tmp-${pid}-7`))
  writeFileSync(join(base, `.dist.tmp-${pid}-7/yours.txt`), 'not ours')
  // A build still running (this process) keeps its folder.
  mark(join(base, `.dist.tmp-${process.pid}-200`), 'building', 'running.html')

  const done = recoverOutput(join(base, 'dist'))
  assert.ok(
    done.some((d) => d.startsWith('restored')),
    done.join('\n'),
  )
  assert.equal(readdirSync(join(base, 'dist')).sort(), [OUTPUT_MANIFEST, 'new.html'], 'the finished new build wins')
  assert.equal(readdirSync(base).sort(), [`.dist.tmp-${pid}-7`, `.dist.tmp-${process.pid}-200`, 'dist'].sort())
})

test('recovery falls back to the previous output when the new one was not finished', () => {
  const base = scratch()
  const pid = deadPid()
  mkdirSync(join(base, `.dist.old-${pid}-100`))
  writeFileSync(join(base, `.dist.old-${pid}-100`, OUTPUT_MANIFEST), JSON.stringify({ generator: 'vellum', state: 'complete' }))
  mkdirSync(join(base, `.dist.tmp-${pid}-100`))
  writeFileSync(join(base, `.dist.tmp-${pid}-100`, OUTPUT_MANIFEST), JSON.stringify({ generator: 'vellum', state: 'building' }))
  recoverOutput(join(base, 'dist'))
  assert.equal(readdirSync(base), ['dist'])
  assert.is(readManifest(join(base, 'dist'))?.state, 'complete')
})

/** A complete output `dist` of stamp `old` under `base`, and the staging folder of a killed update to stamp `new`. */
function killedUpdate(base: string, pid: number) {
  const out = join(base, 'dist')
  const staging = join(base, `.dist.tmp-${pid}-200`)
  const stamp = `${pid}-200`
  mkdirSync(join(out, 'guide'), { recursive: true })
  const previous: Record<string, string> = { 'index.html': 'old index', 'guide/a.html': 'old a', 'guide/gone.html': 'gone', 'kept.html': 'kept' }
  for (const [path, text] of Object.entries(previous)) writeFileSync(join(out, path), text)
  writeFileSync(join(out, OUTPUT_MANIFEST), JSON.stringify({ generator: 'vellum', state: 'complete', stamp: `${pid}-100` }))
  mkdirSync(join(staging, 'guide'), { recursive: true })
  writeFileSync(join(staging, 'index.html'), 'new index')
  writeFileSync(join(staging, 'guide/a.html'), 'new a')
  writeFileSync(join(staging, '.vellum-output.next.json'), JSON.stringify({ generator: 'vellum', state: 'complete', files: 3, stamp }))
  writeFileSync(join(staging, '.vellum-output.updating.json'), JSON.stringify({ generator: 'vellum', state: 'updating', stamp }))
  writeFileSync(join(staging, OUTPUT_MANIFEST), JSON.stringify({ generator: 'vellum', state: 'complete', stamp, update: { remove: ['guide/gone.html'] } }))
  return { out, staging, stamp }
}

test('recovery finishes an update in place that a kill left half applied', () => {
  const base = scratch()
  const { out, staging, stamp } = killedUpdate(base, deadPid())
  // Killed after the output was marked and one file moved.
  renameSync(join(staging, '.vellum-output.updating.json'), join(out, OUTPUT_MANIFEST))
  renameSync(join(staging, 'index.html'), join(out, 'index.html'))
  const done = recoverOutput(out)
  assert.ok(
    done.some((d) => d.startsWith('finished updating')),
    done.join('\n'),
  )
  assert.equal(filesUnder(out), [OUTPUT_MANIFEST, 'guide/a.html', 'index.html', 'kept.html'])
  assert.is(readFileSync(join(out, 'guide/a.html'), 'utf8'), 'new a')
  assert.is(readFileSync(join(out, 'index.html'), 'utf8'), 'new index')
  assert.equal(readManifest(out), { generator: 'vellum', state: 'complete', files: 3, stamp })
  assert.equal(readdirSync(base), ['dist'])
})

test('an update killed before it touched the output leaves the previous output; its staging folder is never an output', () => {
  const base = scratch()
  const { out } = killedUpdate(base, deadPid())
  recoverOutput(out)
  assert.equal(filesUnder(out), [OUTPUT_MANIFEST, 'guide/a.html', 'guide/gone.html', 'index.html', 'kept.html'])
  assert.is(readFileSync(join(out, 'index.html'), 'utf8'), 'old index')
  assert.equal(readdirSync(base), ['dist'])
  // With the output gone, a staging folder (only the changed files) is not put in its place.
  const again = scratch()
  const { out: missing } = killedUpdate(again, deadPid())
  rmSync(missing, { recursive: true })
  recoverOutput(missing)
  assert.equal(readdirSync(again), [])
})

/** Runs the CLI; resolves with its exit code and output. `killAfter` ms sends SIGKILL. */
function cli(args: string[], killAfter?: number): Promise<{ code: number | null; signal: string | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(REPO, 'build/cli/main.ts'), ...args], { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    const timer = killAfter === undefined ? undefined : setTimeout(() => child.kill('SIGKILL'), killAfter)
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      done({ code, signal, output })
    })
  })
}

test('the command line exits 1 naming the folder, and keeps its files', async () => {
  const root = makeSite()
  const out = scratch()
  writeFileSync(join(out, 'keep.txt'), 'mine')
  const run = await cli(['build', '--root', root, '--out', out])
  assert.is(run.code, 1, run.output)
  assert.ok(run.output.includes(out), run.output)
  assert.equal(readdirSync(out), ['keep.txt'])
})

test('preview recovers an output left half swapped before it serves it', async () => {
  const root = makeSite()
  const base = scratch()
  const out = join(base, 'dist')
  await buildSite({ root, out })
  // As if killed between the renames: the finished build sits in its temporary folder, no dist/.
  const pid = deadPid()
  renameSync(out, join(base, `.dist.tmp-${pid}-1`))
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO, 'build/cli/main.ts'), 'preview', '--root', root, '--out', out, '--port', '0'], {
    cwd: REPO,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  try {
    const url = await new Promise<string>((found, failed) => {
      let output = ''
      child.stdout.on('data', (d) => {
        output += d
        const match = /at (http:\/\/\S+)/.exec(output)
        if (match) found(match[1]!)
      })
      child.on('close', () => failed(new Error(output)))
    })
    const response = await fetch(url)
    assert.is(response.status, 200)
    assert.match(await response.text(), /Welcome/)
    assert.equal(readdirSync(base), ['dist'])
  } finally {
    child.kill()
  }
})

test('kill -9 at any moment of a build: after recovery the output is complete and nothing is left beside it', async () => {
  const root = makeSite(60)
  const base = scratch()
  const out = join(base, 'dist')
  const started = Date.now()
  const first = await cli(['build', '--root', root, '--out', out])
  assert.is(first.code, 0, first.output)
  const full = Date.now() - started
  const reference = shapeOf(out)
  // Edit one page per run so each build has something new to write.
  for (let k = 1; k <= 8; k++) {
    writeFileSync(join(root, 'content/pages/guide/p0.md'), `# Page 0\n\nRun ${k}.\n`)
    const run = await cli(['build', '--root', root, '--out', out], Math.round((full * k) / 9))
    recoverOutput(out)
    assert.equal(readdirSync(base), ['dist'], `run ${k} (${run.signal ?? run.code}): only the output is left`)
    assert.is(readManifest(out)?.state, 'complete', `run ${k}: the output is complete`)
    assert.equal(shapeOf(out), reference, `run ${k}: every file of a build is there`)
    assert.is(readManifest(out)?.files, reference.length - 1, 'the manifest counts every file but itself')
  }
})

test.run()
