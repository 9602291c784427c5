// What both servers (dev and preview) answer to: the Host header must name the bound host or a loopback name (DNS
// rebinding), live-reload connections must come from our own origin, and no dotfile or dot-folder is ever served.
import { hostname, networkInterfaces } from 'node:os'
import { decodePath } from '../../runtime/contract/url-path.ts'

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]']
const WILDCARD = new Set(['0.0.0.0', '::', '[::]'])

/** Host names the server answers to; a wildcard bind also accepts this machine's own names and addresses. */
export function allowedHostnames(bound: string): Set<string> {
  const names = new Set(LOOPBACK)
  names.add(bracket(bound.toLowerCase()))
  if (WILDCARD.has(bound)) {
    names.add(hostname().toLowerCase())
    for (const list of Object.values(networkInterfaces())) for (const net of list ?? []) names.add(bracket(net.address.toLowerCase()))
  }
  return names
}

function bracket(address: string): string {
  return address.includes(':') && !address.startsWith('[') ? `[${address}]` : address
}

/** The host name of a Host header (`a:5173` → `a`, `[::1]:5173` → `[::1]`). */
export function hostnameOf(header: string): string {
  const value = header.trim().toLowerCase()
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1)
  return value.split(':')[0]!
}

export function hostAllowed(header: string | undefined, allowed: Set<string>): boolean {
  return !!header && allowed.has(hostnameOf(header))
}

/** No Origin (same-origin EventSource, curl) is fine; any Origin must be http(s) on an allowed host and our port. */
export function originAllowed(origin: string | undefined, fetchSite: string | undefined, allowed: Set<string>, port: number): boolean {
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return false
  if (origin === undefined) return true
  try {
    const url = new URL(origin)
    return (url.protocol === 'http:' || url.protocol === 'https:') && allowed.has(url.hostname.toLowerCase()) && url.port === String(port)
  } catch {
    return false
  }
}

/**
 * A URL path with a segment starting with `.` (after percent-decoding, so `%2e` counts), other than the folders the
 * tool emits (`/.vocs/`) and `/.well-known/`: `/.env`, `/.git/config` and the like are never served. `path` is
 * relative to the basePath. Undecodable paths count as hidden.
 */
export function isHiddenPath(path: string): boolean {
  const decoded = decodePath(path)
  if (decoded === undefined) return true
  const segments = decoded.split(/[/\\]/).filter(Boolean)
  return segments.some((segment, i) => segment.startsWith('.') && !(i === 0 && (segment === '.vocs' || segment === '.well-known')))
}
