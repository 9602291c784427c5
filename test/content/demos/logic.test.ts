// Unit tests for the demos' pure helpers: time slicing, the frame-rate meter, the remembered FPS choice,
// number formatting, and that the versions the demos name are the ones installed.
import { readFileSync } from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { formatBytes, formatCount, formatMs } from '../../../content/demos/format.ts'
import { DEFAULT_FPS_CHOICE, FPS_CHOICE_KEY, readFpsChoice, saveFpsChoice } from '../../../content/demos/fps-choice.ts'
import { FrameRateMeter } from '../../../content/demos/frame-rate.ts'
import { LIBRARIES, PACKAGE_VERSIONS } from '../../../content/demos/libraries.ts'
import { runInSlices } from '../../../content/demos/slices.ts'

test('the package versions the demos name are the installed ones', () => {
  for (const [name, version] of Object.entries(PACKAGE_VERSIONS)) {
    const installed = JSON.parse(readFileSync(new URL(`../../../node_modules/${name}/package.json`, import.meta.url), 'utf8')).version
    assert.is(version, installed, name)
  }
  for (const lib of LIBRARIES) assert.ok(lib.packages.includes(PACKAGE_VERSIONS[lib.id]!), lib.id)
})

test('runInSlices runs every step once, in order, and yields between slices', async () => {
  let clock = 0
  const seen: number[] = []
  const progress: number[] = []
  // Each step costs 1 "ms": with a 10 ms budget checked every 5 steps, slices hold 10 steps.
  const result = await runInSlices(
    35,
    (i) => {
      seen.push(i)
      clock++
    },
    { budgetMs: 10, checkEvery: 5, now: () => clock, onProgress: (d) => progress.push(d) },
  )
  assert.equal(
    seen,
    Array.from({ length: 35 }, (_, i) => i),
  )
  assert.equal(progress, [10, 20, 30, 35])
  assert.equal(result, { done: 35, activeMs: 35, stopped: false })
})

test('runInSlices stops at the next slice boundary once aborted', async () => {
  const controller = new AbortController()
  let clock = 0
  const result = await runInSlices(
    1000,
    () => {
      if (++clock === 15) controller.abort()
    },
    { budgetMs: 10, checkEvery: 5, now: () => clock, signal: controller.signal },
  )
  assert.is(result.stopped, true)
  assert.is(result.done, 20)
})

test('FrameRateMeter: frames per second over a rolling window', () => {
  const meter = new FrameRateMeter(10)
  assert.is(meter.push(0), null)
  for (let i = 1; i <= 10; i++) meter.push(i * 20) // 50 fps
  assert.is(Math.round(meter.current()!), 50)
  for (let i = 11; i <= 20; i++) meter.push(200 + (i - 10) * 40) // then 25 fps: the old frames have left the window
  assert.is(Math.round(meter.current()!), 25)
  meter.reset()
  assert.is(meter.current(), null)
})

test('the FPS choice: round trip, and defaults for anything unknown or unreadable', () => {
  const data = new Map<string, string>()
  const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) }
  assert.equal(readFpsChoice(storage), DEFAULT_FPS_CHOICE)
  saveFpsChoice(storage, { lib: 'jotai', size: 128 })
  assert.equal(readFpsChoice(storage), { lib: 'jotai', size: 128 })
  data.set(FPS_CHOICE_KEY, JSON.stringify({ lib: 'mobx', size: 7 }))
  assert.equal(readFpsChoice(storage), DEFAULT_FPS_CHOICE)
  data.set(FPS_CHOICE_KEY, '{not json')
  assert.equal(readFpsChoice(storage), DEFAULT_FPS_CHOICE)
  assert.equal(readFpsChoice(undefined), DEFAULT_FPS_CHOICE)
  saveFpsChoice(
    {
      setItem: () => {
        throw new Error('quota')
      },
    },
    { lib: 'valdres', size: 8 },
  ) // must not throw
})

test('formatting is fixed to one locale so server and browser agree', () => {
  assert.is(formatCount(1_000_000), '1,000,000')
  assert.is(formatMs(7.25), '7.3 ms')
  assert.is(formatMs(1234.5), '1,235 ms')
  assert.is(formatBytes(2048), '2.0 KB')
  assert.is(formatBytes(5 * 1024 * 1024), '5.0 MB')
  assert.is(formatBytes(-3 * 1024 * 1024), '−3.0 MB')
})

test.run()
