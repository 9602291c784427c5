// The file-system calls a build makes by the thousand (Node), in their callback form, promisified: the promise API's
// readFile and writeFile go through a FileHandle, a step per call, and cost the calling thread two to three times as
// much (decisions: Threads, files and memory).
import {
  closeSync,
  close as closeWithCallback,
  lstat as lstatWithCallback,
  openSync,
  open as openWithCallback,
  readFileSync,
  readFile as readFileWithCallback,
  readSync,
  read as readWithCallback,
  stat as statWithCallback,
  writeFile as writeFileWithCallback,
} from 'node:fs'
import { promisify } from 'node:util'

export const readFile = promisify(readFileWithCallback)
export const writeFile = promisify(writeFileWithCallback)
export const lstat = promisify(lstatWithCallback)
export const stat = promisify(statWithCallback)

/**
 * Reads a whole file as text: in the background (the default), or with the calling thread blocked, for a thread with
 * nothing else to do meanwhile (a build's main thread while it reads its inputs, a build worker). A read handed to the
 * thread pool costs the caller four round trips (open, stat, read, close), and waits in the process's one pool behind
 * every other file operation. A thread that serves others while it reads (the dev server's) reads in the background.
 */
export function textReader(blocking: boolean): (file: string) => Promise<string> {
  return blocking ? async (file) => readFileSync(file, 'utf8') : (file) => readFile(file, 'utf8')
}

/** How much of a file a first-line read asks for at once: a page's data is 6–12 KB. */
const FIRST_LINE_CHUNK = 16 * 1024
const openFile = promisify(openWithCallback)
const closeFile = promisify(closeWithCallback)
const readInto = promisify(readWithCallback)

/**
 * Reads a file's first line (without its newline; the whole file when it has none), as `textReader` reads whole
 * files: blocking or in the background. Only as much of the file as holds the line is read, so a file that keeps a
 * small part before a large one gives the small part without the cost of the rest. A newline byte is never part of a
 * longer UTF-8 character, so the line is cut at a whole character.
 */
export function firstLineReader(blocking: boolean): (file: string) => Promise<string> {
  if (blocking) {
    // One buffer for every read of the thread: a blocking read has it to itself until it returns.
    let buffer: Buffer = Buffer.allocUnsafe(FIRST_LINE_CHUNK)
    return async (file) => {
      const fd = openSync(file, 'r')
      try {
        for (let length = 0; ; ) {
          if (length === buffer.length) buffer = grown(buffer)
          const got = readSync(fd, buffer, length, buffer.length - length, length)
          const line = lineIn(buffer, length, got)
          if (line !== undefined) return line
          length += got
        }
      } finally {
        closeSync(fd)
      }
    }
  }
  return async (file) => {
    // A buffer per read: reads in the background overlap.
    let buffer: Buffer = Buffer.allocUnsafe(FIRST_LINE_CHUNK)
    const fd = await openFile(file, 'r')
    try {
      for (let length = 0; ; ) {
        if (length === buffer.length) buffer = grown(buffer)
        const { bytesRead: got } = await readInto(fd, buffer, length, buffer.length - length, length)
        const line = lineIn(buffer, length, got)
        if (line !== undefined) return line
        length += got
      }
    } finally {
      await closeFile(fd)
    }
  }
}

/** The first line in `buffer`, once the `got` bytes read after its first `length` hold its end or end the file. */
function lineIn(buffer: Buffer, length: number, got: number): string | undefined {
  if (got === 0) return buffer.toString('utf8', 0, length)
  const end = buffer.subarray(length, length + got).indexOf(10)
  return end === -1 ? undefined : buffer.toString('utf8', 0, length + end)
}

function grown(buffer: Buffer): Buffer {
  const larger = Buffer.allocUnsafe(buffer.length * 2)
  buffer.copy(larger)
  return larger
}
