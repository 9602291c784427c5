// Server-sent events for live reload: one long-lived response per open tab, a `hello` on connect with the current
// build version and error, then `reload` and `build-error` events as the session changes. Runs in the dev server.
import type { Response } from 'express'

export interface ReloadEvent {
  version: number
  routes: string[] | null
  /** A full reload is needed (see UpdateResult.reload). */
  reload: boolean
}
export interface ErrorEvent {
  version: number
  message: string
}

export class EventHub {
  private clients = new Set<Response>()
  private heartbeat = setInterval(() => this.write(': ping\n\n'), 15_000)

  constructor() {
    this.heartbeat.unref()
  }

  get size(): number {
    return this.clients.size
  }

  connect(res: Response, hello: { boot: string; version: number; stale: boolean; error?: string }): void {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive', 'x-accel-buffering': 'no' })
    res.flushHeaders()
    res.write(`retry: 500\nevent: hello\ndata: ${JSON.stringify(hello)}\n\n`)
    this.clients.add(res)
    res.on('close', () => this.clients.delete(res))
  }

  reload(event: ReloadEvent): void {
    this.write(`event: reload\ndata: ${JSON.stringify(event)}\n\n`)
  }

  error(event: ErrorEvent): void {
    this.write(`event: build-error\ndata: ${JSON.stringify(event)}\n\n`)
  }

  private write(chunk: string): void {
    for (const res of this.clients) res.write(chunk)
  }

  close(): void {
    clearInterval(this.heartbeat)
    for (const res of this.clients) res.end()
    this.clients.clear()
  }
}
