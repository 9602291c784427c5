// The record chunks of the last build (each search result's stored document), kept in the site's cache as what each
// chunk was made from and the hash of its bytes. A chunk whose documents all come from pages with the same compile key,
// route and sidebar place as before has the same bytes: its name is known without writing its JSON, and its content
// is made only if the output lacks the file, so an edit turns a few documents into JSON rather than every one. Node
// (build only).
import { createHash } from 'node:crypto'
import { readSalted, writeSalted } from '../cache/salted-file.ts'

/** Where the records are kept, and under what (the code that writes them, the site's base path). */
export interface RecordCache {
  file: string
  salt: string
}

export interface KeptRecords {
  salt: string
  /** Per page (by its identity, see pageIdentity): the length of each of its documents' JSON. */
  lengths: Map<string, Int32Array>
  /** Per chunk (by its signature, see chunkSignature): the hash of its bytes. */
  chunks: Map<string, string>
}

/**
 * What a page's documents are made from: its compile key (its sections and title), and its first document's link and
 * sidebar place (the site's base path and the page's route; every other link differs from it by its section's anchor,
 * which the compile key fixes).
 */
export function pageIdentity(compileKey: string, firstHref: string, location: string[]): string {
  return `${compileKey}\0${firstHref}\0${location.join('\u001f')}`
}

/**
 * A chunk's signature: the identities of the pages its documents come from, and where in the first and last page it
 * starts and ends. The same signature means the same documents, so the same bytes.
 */
export function chunkSignature(pages: string[], firstDoc: number, lastDoc: number): string {
  const hash = createHash('sha256').update(`${firstDoc}:${lastDoc}`)
  for (const page of pages) hash.update('\n').update(page)
  return hash.digest('base64url')
}

export function loadKeptRecords(cache: RecordCache): KeptRecords | undefined {
  return readSalted<KeptRecords>(cache.file, cache.salt)
}

export function saveKeptRecords(cache: RecordCache, kept: Omit<KeptRecords, 'salt'>): void {
  writeSalted(cache.file, { salt: cache.salt, ...kept } satisfies KeptRecords)
}
