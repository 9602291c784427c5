// Reading a file whole, as text or bytes (Node): `fs.readFile`'s callback form, promisified. The promise API's
// `readFile` goes through a FileHandle (open, stat, read and close, each a step of its own), which costs the calling
// thread about three times as much for many small files: 10,000 corpus sources in 0.73–0.86 s against 0.20–0.29 s.
import { readFile as readFileWithCallback } from 'node:fs'
import { promisify } from 'node:util'

export const readFile = promisify(readFileWithCallback)
