// Which job each build thread takes next (build/workers/job-queue.ts): jobs in their order, some kept for the first
// threads, and jobs that wait for another's answer.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { JobQueue } from '../../../../build/workers/job-queue.ts'

/** Takes jobs for `thread` until none is left for it now. */
function drain(queue: JobQueue, thread: number): number[] {
  const taken: number[] = []
  for (let k = queue.next(thread); k !== undefined; k = queue.next(thread)) taken.push(k)
  return taken
}

test('without an order, threads take the jobs in their order, each once, and the run is done once all are answered', () => {
  const queue = new JobQueue(4)
  assert.equal([queue.next(1), queue.next(0), queue.next(1)], [0, 1, 2])
  assert.equal(drain(queue, 0), [3])
  assert.is(queue.next(1), undefined)
  for (const k of [0, 1, 2]) queue.answered(k)
  assert.not.ok(queue.done)
  queue.answered(3)
  assert.ok(queue.done)
  assert.ok(new JobQueue(0).done, 'a run without jobs is done at once')
})

// Jobs 0–1: two pages' types; 2–4: the compiles of those two pages and of a page without types.
const typesThenCompiles = () =>
  new JobQueue(5, {
    reserved: { threads: 1, is: (k) => k < 2 },
    after: (k) => ({ 2: 0, 3: 1 })[k],
  })

test('reserved jobs go only to the first threads, which take them before any other', () => {
  const queue = typesThenCompiles()
  assert.equal(drain(queue, 1), [4], 'the second thread takes only what is open: the page without types')
  assert.equal(drain(queue, 0), [0, 1], 'the first takes the types')
})

test('a job that waits for another is taken only once that one is answered, by any thread', () => {
  const queue = typesThenCompiles()
  assert.equal(drain(queue, 0), [0, 1, 4])
  assert.is(queue.next(1), undefined, 'no compile before its types')
  queue.answered(1)
  assert.equal(drain(queue, 1), [3])
  queue.answered(0)
  assert.equal(drain(queue, 0), [2], 'the first thread compiles too once its types are done')
  for (const k of [4, 3, 2]) queue.answered(k)
  assert.ok(queue.done)
})

test('a thread with nothing else to take helps with the reserved jobs, from the last, when they want it', () => {
  const asked: [number, number][] = []
  let wanted = false
  const queue = new JobQueue(6, {
    reserved: {
      threads: 1,
      is: (k) => k < 4,
      help: (thread, left) => {
        asked.push([thread, left])
        return wanted
      },
    },
    after: (k) => ({ 4: 0, 5: 3 })[k],
  })
  assert.equal(queue.next(0), 0)
  assert.is(queue.next(1), undefined, 'not wanted')
  assert.equal(asked, [[1, 3]])
  wanted = true
  assert.equal(queue.next(1), 3, 'the last reserved job')
  queue.answered(3)
  assert.equal(queue.next(1), 5, 'an open job comes before helping')
  assert.equal(drain(queue, 0), [1, 2], 'the first thread takes the rest in order')
  assert.is(queue.next(1), undefined, 'nothing left to help with')
})

test('with no thread to keep them for, reserved jobs are open to all', () => {
  const queue = new JobQueue(2, { reserved: { threads: 0, is: () => true } })
  assert.equal(drain(queue, 3), [0, 1])
})

test.run()
