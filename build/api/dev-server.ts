// `createDevServer(options)`: the dev server of `vellum dev`, in this process: it builds the site into memory, serves
// it, watches the site's files and updates open tabs. Resolves once it answers, with its URL and `close()`. Node.
import { resolve } from 'node:path'
import { startDevServer } from '../dev/start.ts'
import type { DevServerOptions, ServerHandle } from './types.ts'

export async function createDevServer(options: DevServerOptions = {}): Promise<ServerHandle> {
  const server = await openDevServer(options)
  return { url: server.url, close: () => server.close() }
}

/**
 * The same server with what the command line adds: `onServerCodeChange` is called when code the server renders with
 * changes (the tool's own runtime/, when it runs from its sources), so `vellum dev` can start again with it.
 */
export function openDevServer(options: DevServerOptions, onServerCodeChange?: (file: string) => void) {
  return startDevServer({
    root: resolve(options.root ?? '.'),
    port: options.port,
    host: options.host,
    watchRuntime: onServerCodeChange !== undefined,
    onServerCodeChange,
  })
}
