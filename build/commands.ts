// The commands behind cli.ts: `build [--root DIR] [--out DIR] [--empty-out-dir]`, `dev [--root DIR] [--port N] [--host H]`,
// `preview [--root DIR] [--out DIR] [--port N] [--host H]`.
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { formatError } from './errors.ts'

const [command = 'build', ...rest] = process.argv.slice(2)
const { values } = parseArgs({
  args: rest,
  options: {
    root: { type: 'string', default: '.' },
    out: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    'empty-out-dir': { type: 'boolean', default: false },
  },
  strict: true,
})
const root = resolve(values.root!)
const out = resolve(values.out ?? resolve(root, 'dist'))

function progress(done: number, total: number, stage: string) {
  if (!process.stderr.isTTY) return
  process.stderr.write(`\r${stage === 'compile' ? 'compiling' : 'rendering'} ${done}/${total} pages`.padEnd(40))
  if (done === total) process.stderr.write('\r'.padEnd(41) + '\r')
}

function kb(bytes: number) {
  return bytes > 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`
}

// Each command loads only what it needs, so `npm run dev`'s supervising process stays small.
async function build() {
  const { buildSite } = await import('./site.tsx')
  const summary = await buildSite({ root, out, emptyOutDir: values['empty-out-dir'], onProgress: progress })
  for (const warning of summary.warnings) console.warn(`warning: ${warning}`)
  const assets = summary.files.filter((f) => f.path.startsWith('assets/')).length
  console.log(`built ${summary.pages} pages and ${assets} assets (${summary.files.length} files, ${kb(summary.bytes)}) in ${(summary.ms / 1000).toFixed(2)} s → ${out}`)
}

async function preview() {
  const [{ loadConfig }, { staticHostApp }, { recoverOutput }] = await Promise.all([import('./config/load.ts'), import('./preview/static-host.ts'), import('./write/output-folder.ts')])
  const config = await loadConfig(root)
  for (const line of recoverOutput(out)) console.log(line)
  const port = Number(values.port ?? 4173)
  const server = staticHostApp(out, config.basePath).listen(port, values.host, () => {
    const address = server.address()
    const actual = typeof address === 'object' && address ? address.port : port
    console.log(`preview of ${out} at http://${values.host}:${actual}${config.basePath}/`)
  })
}

async function dev() {
  const { RESTART_EXIT_CODE, superviseDevServer, WORKER_ENV } = await import('./dev/supervisor.ts')
  if (!process.env[WORKER_ENV]) process.exit(await superviseDevServer(rest))
  const { startDevServer } = await import('./dev/start.ts')
  const server = await startDevServer({
    root,
    port: values.port ? Number(values.port) : undefined,
    host: values.host!,
    onServerCodeChange: async (file) => {
      console.log(`${file} changed: restarting the dev server with the new code`)
      await server.close()
      process.exit(RESTART_EXIT_CODE)
    },
  })
  process.send?.({ port: server.port })
}

try {
  if (command === 'build') await build()
  else if (command === 'preview') await preview()
  else if (command === 'dev') await dev()
  else {
    console.error(`unknown command "${command}": expected build, dev or preview`)
    process.exit(2)
  }
} catch (error) {
  console.error(`error: ${formatError(error)}`)
  process.exit(1)
}
