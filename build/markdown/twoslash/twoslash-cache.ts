// The twoslash disk cache (Node, compile time): one JSON file per block, named by the block's code and a salt
// (TypeScript version, compiler options, installed packages), holding the result and the content hashes of the site's
// own source files the block imported (through a tsconfig alias or a workspace package): when one changes, it misses.
// A hit touches the file, so a build's clean-up (stale-cache.ts) deletes only entries no build has read for a month.
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { TwoslashShikiReturn } from '@shikijs/twoslash/core'
import { siteCache } from '../../cache/site-cache.ts'
import { touch } from '../../cache/stale-cache.ts'

/** The cache's folder in a site. */
export const twoslashCacheDir = (root: string) => siteCache(root, 'twoslash')
/** An entry's file name (and a write's temporary file). */
export const TWOSLASH_ENTRY = /^[0-9a-f]{32}\.json(?:\.\d+\.tmp)?$/

interface Entry extends Pick<TwoslashShikiReturn, 'code' | 'nodes' | 'meta'> {
  /** Site source file → sha256 of its content when the block was compiled. */
  files?: Record<string, string>
}

export class TwoslashDiskCache {
  constructor(
    private readonly dir: string,
    private readonly salt: () => string,
  ) {}

  read(code: string, lang: string | undefined): TwoslashShikiReturn | undefined {
    const path = this.fileOf(code, lang)
    let entry: Entry
    try {
      entry = JSON.parse(readFileSync(path, 'utf8')) as Entry
    } catch {
      return undefined
    }
    for (const [file, hash] of Object.entries(entry.files ?? {})) if (hashOf(file) !== hash) return undefined
    touch(path)
    return entry as TwoslashShikiReturn
  }

  /** Stores the block's result; returns the site files it read with their hashes (the same the entry keeps). */
  write(code: string, lang: string | undefined, data: TwoslashShikiReturn, sourceFiles: string[]): Record<string, string> | undefined {
    const entry: Entry = { code: data.code, nodes: data.nodes, meta: data.meta }
    if (sourceFiles.length) entry.files = Object.fromEntries(sourceFiles.map((file) => [file, hashOf(file) ?? '']))
    const file = this.fileOf(code, lang)
    const temp = `${file}.${process.pid}.tmp`
    try {
      mkdirSync(this.dir, { recursive: true })
      writeFileSync(temp, JSON.stringify(entry))
      renameSync(temp, file)
    } catch {
      // A full disk: the block is worked out again next time.
      rmSync(temp, { force: true })
    }
    return entry.files
  }

  private fileOf(code: string, lang: string | undefined): string {
    const key = createHash('sha256')
      .update(this.salt())
      .update(lang ?? '')
      .update(code)
      .digest('hex')
    return join(this.dir, `${key.slice(0, 32)}.json`)
  }
}

function hashOf(file: string): string | undefined {
  try {
    return createHash('sha256').update(readFileSync(file)).digest('hex')
  } catch {
    return undefined
  }
}
