// `npm run dev`: builds the site into memory, serves it on 127.0.0.1 (or --host), watches the site's folders and
// rebuilds only what a change touched, then tells open tabs to reload. Prints the URL, timings and file:line errors.
import { randomUUID } from 'node:crypto'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import type { FSWatcher } from 'chokidar'
import { takeCacheWarning } from '../cache/site-cache.ts'
import type { SiteFolders } from '../config/site-layout.ts'
import { formatErrorWithFrames } from '../errors/code-frame.ts'
import { REPO_ROOT } from '../platform/tool-root.ts'
import { allowedHostnames } from '../serve/guard.ts'
import { EventHub } from './events.ts'
import { ChangeQueue } from './queue.ts'
import { devApp } from './server.ts'
import { DevSession, type UpdateResult } from './session.ts'
import type { Change } from './site-inputs.ts'
import { watchSite } from './watch.ts'

export interface DevServerOptions {
  root: string
  /** 0 picks a free port; default 5173 (or the next free one). */
  port?: number
  host?: string
  /** Watch this repository's runtime/ too (default true). */
  watchRuntime?: boolean
  /** Where terminal lines go (default console). */
  log?: (line: string) => void
  logError?: (line: string) => void
  /**
   * Called (instead of applying the change) when code the server itself renders with changed: a script under
   * runtime/. `npm run dev` restarts its process here. Without it the browser bundle is rebuilt in place, and the
   * server keeps rendering with the code it started with.
   */
  onServerCodeChange?: (file: string) => void
}

export interface DevServer {
  url: string
  port: number
  session: DevSession
  /** Resolves when no change is queued or being rebuilt. */
  idle(): Promise<void>
  close(): Promise<void>
}

export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const started = performance.now()
  const host = options.host ?? '127.0.0.1'
  const log = options.log ?? ((line: string) => console.log(line))
  const logError = options.logError ?? ((line: string) => console.error(line))
  const session = new DevSession(options.root)
  const hub = new EventHub()
  let error: string | undefined
  let port = 0

  const report = (result: UpdateResult, label: string) => {
    if (error) log(`recovered: the last error is fixed`)
    error = undefined
    for (const w of result.warnings) if (label !== 'start') log(`warning: ${w}`)
    hub.reload({ version: result.version, routes: result.routes, reload: result.reload })
    if (label !== 'start') log(`${label} → ${result.routes === null ? 'all pages' : result.routes.join(', ') || 'no page'} (${Math.round(result.ms)} ms)`)
  }
  const fail = (caught: unknown) => {
    const message = formatErrorWithFrames(caught)
    // The same failure again (the re-check of a save that chokidar may have throttled) is reported once.
    if (message === error) return
    error = message
    logError(`error: ${error}`)
    hub.error({ version: session.version, message: error })
  }

  // Changes seen while the site loads wait here and are applied once it has loaded (the watcher starts before the
  // first page is read, and the server answers only after both: no save in the first seconds is lost).
  const early: Change[] = []
  let deliver: (change: Change) => void = (change) => void early.push(change)
  let watcher: FSWatcher | undefined
  const runtimeDir = options.watchRuntime === false ? undefined : join(REPO_ROOT, 'runtime')
  const watchContent = async (folders: SiteFolders) => {
    watcher = await watchSite(
      session.root,
      folders,
      runtimeDir,
      (change) => deliver(change),
      (message) => logError(`warning: ${message}`),
      (file) => session.graph.has(file) || session.isSiteComponent(file) || session.isConfigImport(file) || session.isStylesImport(file),
    )
  }
  // A cold start compiles most pages in the background; its end is a change like any other, applied in turn.
  session.onBackgroundDone = () => deliver({ kind: 'compiled', file: session.pagesDir })
  // The files pages import or include are watched as the module graph learns them, and the files the config imports
  // as each config load finds them (chokidar skips known ones).
  // Never after close: chokidar's add() reopens a closed watcher, which would keep the process alive.
  let closed = false
  const watchDependencies = () => {
    if (!closed) watcher?.add([...session.graph.files(), ...session.configImports()])
  }
  session.onUpdate = (result, label) => {
    report(result, label)
    watchDependencies()
  }
  const ready = session
    .start(watchContent)
    .then((r) => report(r, 'start'), fail)
    .finally(watchDependencies)
  const state = { session, hub, allowedHosts: allowedHostnames(host), port: () => port, ready, error: () => error, boot: randomUUID() }
  const server = await listen(devApp(state), options.port, host)
  port = (server.address() as AddressInfo).port
  await ready
  const cacheWarning = takeCacheWarning(session.root)
  if (cacheWarning) logError(`warning: ${cacheWarning}`)
  // Start-up that failed before the watcher began (the runtime bundle, say) must not leave the site unwatched.
  if (!watcher) await watchContent(session.folders)

  const queue = new ChangeQueue(async (batch) => {
    try {
      report(await session.update(batch), batch.map((c) => (c.kind === 'compiled' ? 'background compile' : session.relative(c.file))).join(', '))
    } catch (caught) {
      fail(caught)
    }
    watchDependencies()
  })
  const rechecks = new Set<NodeJS.Timeout>()
  let restarting = false
  const onChange = (change: Change) => {
    if (restarting) return
    if (change.kind === 'compiled') return void queue.push(change)
    if (change.kind === 'runtime' && isServerCode(change.file)) {
      if (options.onServerCodeChange) {
        restarting = true
        return options.onServerCodeChange(session.relative(change.file))
      }
      log(`${session.relative(change.file)} changed: the browser code is rebuilt; server-rendered HTML keeps the old code until a restart`)
    }
    queue.push(change)
    // chokidar throttles repeated `change` events of one file (50 ms): look again once that window has passed.
    const timer = setTimeout(async () => {
      rechecks.delete(timer)
      await queue.idle()
      if (session.isStale(change)) queue.push(change)
    }, 80)
    rechecks.add(timer)
  }
  deliver = onChange
  for (const change of early.splice(0)) onChange(change)

  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}${session.basePath}/`
  const pages = session.view?.pages.size ?? 0
  const pending = session.pendingPages ? `, ${session.pendingPages} more compiling in the background` : ''
  log(`dev server at ${url}  (${pages} pages${pending}, ready in ${Math.round(performance.now() - started)} ms; pages render on first request)`)
  return {
    url,
    port,
    session,
    idle: () => queue.idle(),
    async close() {
      closed = true
      queue.close()
      for (const timer of rechecks) clearTimeout(timer)
      session.stop()
      hub.close()
      await watcher?.close()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/** Scripts under runtime/ may be imported by the server render (components, contracts, the dev client); styles are not. */
function isServerCode(file: string): boolean {
  return /\.(tsx?|jsx?|mjs)$/.test(file)
}

/** Listens on `port`; with no port given, tries 5173 and the next few, so a second dev server still starts. */
function listen(app: ReturnType<typeof devApp>, port: number | undefined, host: string): Promise<Server> {
  const tries = port === undefined ? [5173, 5174, 5175, 5176, 5177, 0] : [port]
  return new Promise((resolve, reject) => {
    const attempt = (i: number) => {
      const server = app.listen(tries[i]!, host)
      server.once('listening', () => resolve(server))
      server.once('error', (e: NodeJS.ErrnoException) => (e.code === 'EADDRINUSE' && i + 1 < tries.length ? attempt(i + 1) : reject(e)))
    }
    attempt(0)
  })
}
