// Content-hashed asset names (`style.1a2b3c4d.css`): a changed file gets a new URL, an unchanged one keeps it.
import { createHash } from 'node:crypto'

export function contentHash(content: string | Uint8Array, length = 10): string {
  return createHash('sha256').update(content).digest('base64url').slice(0, length).replace(/[-_]/g, 'x')
}

export function hashedName(base: string, ext: string, content: string | Uint8Array): string {
  return `${base}.${contentHash(content)}.${ext}`
}
