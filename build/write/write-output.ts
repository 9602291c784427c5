// The only writer of dist/: writes every file into a temporary sibling folder, then swaps it in with renames,
// so a failed build never leaves a half-written site and the previous dist/ stays until the new one is complete.
import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { basename, dirname, join, resolve } from 'node:path'
import type { OutputFile } from '../output/output-file.ts'

const CONCURRENCY = 64

export async function writeOutput(outDir: string, files: OutputFile[]): Promise<void> {
  const target = resolve(outDir)
  const stamp = `${process.pid}-${Date.now()}`
  const temp = join(dirname(target), `.${basename(target)}.tmp-${stamp}`)
  const old = join(dirname(target), `.${basename(target)}.old-${stamp}`)
  try {
    await mkdir(temp, { recursive: true })
    const dirs = new Set(files.map((f) => dirname(join(temp, f.path))))
    await Promise.all([...dirs].map((d) => mkdir(d, { recursive: true })))
    let next = 0
    const worker = async () => {
      while (next < files.length) {
        const file = files[next++]!
        const to = join(temp, file.path)
        if ('copyFrom' in file) await copyFile(file.copyFrom, to)
        else await writeFile(to, file.content)
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  } catch (error) {
    await rm(temp, { recursive: true, force: true })
    throw error
  }
  let hadOld = true
  try {
    await rename(target, old)
  } catch {
    hadOld = false
  }
  try {
    await rename(temp, target)
  } catch (error) {
    if (hadOld) await rename(old, target)
    throw error
  }
  if (hadOld) await rm(old, { recursive: true, force: true })
}
