// Shared by the dev-server tests: a temp copy of the fixture site, a server on a random loopback port,
// raw HTTP requests (so Host/Origin headers can be forged) and a live-reload event reader. Runs in Node.
import { cpSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import * as assert from 'uvu/assert'
import { EVENTS_PATH } from '../../../build/dev/server.ts'
import { type DevServer, startDevServer } from '../../../build/dev/start.ts'
import { tempDir } from '../../support/temp-dir.ts'

export interface Fixture {
  root: string
  server: DevServer
  lines: string[]
  close(): Promise<void>
}

export async function startFixture(fixture = 'site'): Promise<Fixture> {
  const root = tempDir(`dev-${fixture}-`)
  cpSync(new URL(`../../fixtures/${fixture}`, import.meta.url).pathname, root, { recursive: true })
  const lines: string[] = []
  const server = await startDevServer({ root, port: 0, watchRuntime: false, log: (l) => lines.push(l), logError: (l) => lines.push(l) })
  return {
    root,
    server,
    lines,
    async close() {
      await server.close()
      rmSync(root, { recursive: true, force: true })
    },
  }
}

export interface Reply {
  status: number
  body: string
  headers: Record<string, string | string[] | undefined>
}

export function get(port: number, path: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (d) => (body += d))
      res.on('end', () => resolve({ status: res.statusCode!, body, headers: res.headers }))
    })
    req.on('error', reject)
    req.end()
  })
}

export interface DevEvent {
  event: string
  data: any
}

/** Connects to the live-reload stream and records every event. */
export function listen(
  port: number,
  headers: Record<string, string> = {},
): Promise<{
  status: number
  headers: Record<string, string | string[] | undefined>
  events: DevEvent[]
  next(match: (e: DevEvent) => boolean, ms?: number): Promise<DevEvent>
  close(): void
}> {
  return new Promise((resolve, reject) => {
    const events: DevEvent[] = []
    const waiters: { match: (e: DevEvent) => boolean; done: (e: DevEvent) => void }[] = []
    const req = httpRequest({ host: '127.0.0.1', port, path: EVENTS_PATH, headers }, (res) => {
      let buffer = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => {
        buffer += chunk
        for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const event = /^event: (.+)$/m.exec(block)?.[1]
          const data = /^data: (.+)$/m.exec(block)?.[1]
          if (!event) continue
          const e = { event, data: data ? JSON.parse(data) : undefined }
          events.push(e)
          for (const w of [...waiters]) {
            if (!w.match(e)) continue
            waiters.splice(waiters.indexOf(w), 1)
            w.done(e)
          }
        }
      })
      resolve({
        status: res.statusCode!,
        headers: res.headers,
        events,
        // Events already received count, so a fast rebuild cannot slip past the wait.
        next(match, ms = 10_000) {
          const seen = events.find(match)
          if (seen) return Promise.resolve(seen)
          return new Promise((done, fail) => {
            const timer = setTimeout(() => fail(new Error(`no matching event in ${ms} ms; got ${JSON.stringify(events)}`)), ms)
            waiters.push({
              match,
              done: (e) => {
                clearTimeout(timer)
                done(e)
              },
            })
          })
        },
        close: () => req.destroy(),
      })
    })
    req.on('error', (e) => (e.message === 'socket hang up' ? undefined : reject(e)))
    req.end()
  })
}

/** Waits until the server's view satisfies `ready` (a watcher event may come late on a busy machine), then settles. */
export async function settleUntil(server: DevServer, ready: () => boolean, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms
  while (!ready()) {
    if (Date.now() > deadline) throw new Error('the dev server did not pick up the change in time')
    await new Promise((r) => setTimeout(r, 25))
  }
  await settle(server, 0)
}

/** Waits for the watcher to report and the rebuild queue to drain. */
export async function settle(server: DevServer, ms = 250): Promise<void> {
  await new Promise((r) => setTimeout(r, ms))
  await server.idle()
}

/** The one script the dev server adds, just before </body>; it is the one that talks to the live-reload stream. */
export function withoutLiveReload(html: string): string {
  const end = html.lastIndexOf('</script></body>')
  const start = html.lastIndexOf('<script>', end)
  assert.ok(end !== -1 && start !== -1 && html.slice(start, end).includes(EVENTS_PATH), 'the dev page ends with the live-reload script')
  return html.slice(0, start) + html.slice(end + '</script>'.length)
}

/** Where two HTML texts first differ, for a failure message. */
export function firstDifference(a: string, b: string): string {
  let i = 0
  while (i < a.length && a[i] === b[i]) i++
  return `build …${a.slice(Math.max(0, i - 60), i + 80)}… | dev …${b.slice(Math.max(0, i - 60), i + 80)}…`
}
