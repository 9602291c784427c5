// Serves a built site folder on 127.0.0.1 (a free port) the way a static bucket does, for browser tests.
import type { AddressInfo } from 'node:net'
import { staticHostApp } from '../../build/preview/static-host.ts'

export interface StaticServer {
  /** Origin plus basePath, e.g. http://127.0.0.1:41234/docs */
  url: string
  close(): Promise<void>
}

export function serveStatic(root: string, basePath = ''): Promise<StaticServer> {
  return new Promise((resolve, reject) => {
    const server = staticHostApp(root, basePath).listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({ url: `http://127.0.0.1:${port}${basePath}`, close: () => new Promise((done) => server.close(() => done())) })
    })
    server.on('error', reject)
  })
}
