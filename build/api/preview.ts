// `preview(options)`: serves a built site as `vellum preview` does, exactly as a static file host would (see
// preview/static-host.ts). First finishes what an interrupted build left of the output folder. Node.
import { existsSync } from 'node:fs'
import type { Server } from 'node:http'
import { resolve } from 'node:path'
import { loadConfig } from '../config/load.ts'
import { BuildError } from '../errors/build-error.ts'
import { staticHostApp } from '../preview/static-host.ts'
import { recoverOutput } from '../write/output-folder.ts'
import type { PreviewOptions, ServerHandle } from './types.ts'

export interface PreviewServer extends ServerHandle {
  /** The folder served. */
  outDir: string
  /** What was done to the folder first (an update an interrupted build began, finished), one line each. */
  recovered: string[]
}

export async function preview(options: PreviewOptions = {}): Promise<PreviewServer> {
  const root = resolve(options.root ?? '.')
  const host = options.host ?? '127.0.0.1'
  const config = await loadConfig(root)
  const outDir = options.outDir === undefined ? config.folders.output : resolve(options.outDir)
  const recovered = recoverOutput(outDir)
  if (!existsSync(outDir)) throw new BuildError({ file: outDir }, 'nothing to preview here: build the site first (vellum build), or name the folder with --out')
  const server = await new Promise<Server>((done, fail) => {
    const listening = staticHostApp(outDir, config.basePath, host).listen(options.port ?? 4173, host)
    listening.once('listening', () => done(listening))
    listening.once('error', fail)
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : options.port
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}${config.basePath}/`,
    outDir,
    recovered,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections()
        server.close(() => done())
      }),
  }
}
