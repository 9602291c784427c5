// The dev server's background compile threads give way to the thread that applies the writer's saves: on Linux a
// thread's own nice value is set through its kernel thread id; elsewhere, or with VELLUM_NO_TUNING, nothing. Node.
import { readlinkSync } from 'node:fs'
import { setPriority } from 'node:os'
import { tuningOff } from './tuning.ts'

/** A background thread's nice value: the scheduler then gives a save's thread (nice 0) about ten times its share. */
export const BACKGROUND_NICE = 10

/** The calling thread's kernel id (Linux), or undefined. */
export function kernelThreadId(): number | undefined {
  if (process.platform !== 'linux') return undefined
  try {
    const id = Number(readlinkSync('/proc/thread-self').split('/').pop())
    return Number.isInteger(id) && id > 0 ? id : undefined
  } catch {
    return undefined
  }
}

/** Lowers the calling worker thread's priority (never the process's main thread); whether it did. */
export function yieldToSaves(): boolean {
  const id = kernelThreadId()
  if (tuningOff() || id === undefined || id === process.pid) return false
  try {
    setPriority(id, BACKGROUND_NICE)
    return true
  } catch {
    return false
  }
}
