// The build's cache files of one v8-serialized value each (Node, build only), tagged with the salt they were made under
// (the code that made them, and what else they depend on): read only under the same salt, and written whole under
// another name, then renamed, so a build reading meanwhile sees the old file or the new. A cache that cannot be read
// or written only means more work for the next build.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { deserialize, serialize } from 'node:v8'

export function readSalted<T extends { salt: string }>(file: string, salt: string): T | undefined {
  try {
    const value = deserialize(readFileSync(file)) as T
    return value.salt === salt ? value : undefined
  } catch {
    return undefined
  }
}

export function writeSalted<T extends { salt: string }>(file: string, value: T): void {
  try {
    mkdirSync(dirname(file), { recursive: true })
    const temp = `${file}.${process.pid}.tmp`
    writeFileSync(temp, serialize(value))
    renameSync(temp, file)
  } catch {}
}
