// The command line behind main.ts, parsed by cac: `build` (the default), `dev` and `preview`, each with `--help`,
// plus `--version`, each a thin layer over the package's function of the same name (build/api/). A wrong flag or
// command prints what was wrong and the usage, and exits 2. Runs in Node.
import { createRequire } from 'node:module'
import { resolve } from 'node:path'
import { type CAC, cac } from 'cac'
import { reportedErrors } from '../api/reported.ts'
import type { LogLevel } from '../api/types.ts'
import { formatError } from '../errors/build-error.ts'

// The package's own package.json, by its name: the same from the sources and from the compiled package in lib/.
const VERSION = (createRequire(import.meta.url)('vellum/package.json') as { version: string }).version
const NAME = 'vellum'

interface CommonFlags {
  root: string
  quiet?: boolean
  verbose?: boolean
}
interface BuildFlags extends CommonFlags {
  out?: string
  outDir?: string
  emptyOutDir?: boolean
}
interface ServeFlags extends CommonFlags {
  out?: string
  outDir?: string
  port?: number
  host: string
}

class UsageError extends Error {}

function logLevel(flags: CommonFlags): LogLevel {
  return flags.quiet ? 'error' : flags.verbose ? 'verbose' : 'info'
}

/**
 * `--out` (ours) or `-o, --outDir` (Vocs's), relative to the current directory; else the site's default (undefined).
 * Both, naming different folders, is a usage error: neither silently wins.
 */
function outOf(flags: BuildFlags | ServeFlags): string | undefined {
  if (flags.out !== undefined && flags.outDir !== undefined && resolve(String(flags.out)) !== resolve(String(flags.outDir))) {
    throw new UsageError(`both --out (${flags.out}) and -o/--outDir (${flags.outDir}) were given: they name the same option, give one`)
  }
  const given = flags.out ?? flags.outDir
  return given === undefined ? undefined : resolve(String(given))
}

function portOf(value: unknown): number | undefined {
  if (value === undefined) return undefined
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port expects a number from 0 to 65535, got "${String(value)}"`)
  return port
}

// Each command loads only what it needs, so `--help` answers at once and `dev`'s supervising process stays small.
async function build(flags: BuildFlags) {
  const { build } = await import('../api/build.ts')
  await build({ root: flags.root, outDir: outOf(flags), emptyOutDir: flags.emptyOutDir, logLevel: logLevel(flags) })
}

async function preview(flags: ServeFlags) {
  const port = portOf(flags.port) ?? 4173 // a usage error, before anything is read
  const { preview } = await import('../api/preview.ts')
  const server = await preview({ root: flags.root, outDir: outOf(flags), port, host: flags.host })
  for (const line of server.recovered) console.log(line)
  console.log(`preview of ${server.outDir} at ${server.url}`)
}

async function dev(flags: ServeFlags, rawArgs: string[]) {
  const port = portOf(flags.port) // checked before the supervisor starts a child with the same flags
  const { RESTART_EXIT_CODE, superviseDevServer, WORKER_ENV } = await import('../dev/supervisor.ts')
  if (!process.env[WORKER_ENV]) process.exit(await superviseDevServer(rawArgs))
  const { openDevServer } = await import('../api/dev-server.ts')
  const server = await openDevServer({ root: flags.root, port, host: flags.host }, async (file) => {
    console.log(`${file} changed: restarting the dev server with the new code`)
    await server.close()
    process.exit(RESTART_EXIT_CODE)
  })
  process.send?.({ port: server.port })
}

/** A flag given twice keeps its last value, as with most tools (the dev supervisor appends a pinned `--port`). */
function lastValues<T extends object>(flags: T): T {
  return Object.fromEntries(Object.entries(flags).map(([k, v]) => [k, Array.isArray(v) ? v[v.length - 1] : v])) as T
}

export function commandLine(): CAC {
  const cli = cac(NAME)
  const common = (command: ReturnType<CAC['command']>) =>
    command
      .option('--root <dir>', 'Site folder (holding config/ and content/pages, or a Vocs vocs.config.ts and docs/pages)', { default: '.' })
      .option('--quiet', 'Print errors only')
      .option('--verbose', 'Print every stage with its timing')
  const buildCommand = (command: ReturnType<CAC['command']>) =>
    common(command)
      .option('--out <dir>', 'Output folder (default: <root>/dist, or <root>/docs/dist for a Vocs site)')
      .option('-o, --outDir <dir>', 'Same as --out (the Vocs flag)')
      .option('--empty-out-dir', 'Replace a non-empty output folder that this tool did not make')
      .example(`${NAME} build --root my-site --out public`)
  buildCommand(cli.command('build [root]', 'Build the site into static files')).action((rootArg: string | undefined, flags: BuildFlags) =>
    build({ ...lastValues(flags), root: rootArg ?? lastValues(flags).root }),
  )
  // With no command, build (as `vite` does); a word that is not a command is an error, not a site folder.
  buildCommand(cli.command('', 'Build the site (same as "build")').usage('[build|dev|preview] [root] [options]')).action((flags: BuildFlags) => {
    if (cli.args.length) throw new UsageError(`unknown command "${cli.args[0]}": expected build, dev or preview`)
    return build(lastValues(flags))
  })
  common(cli.command('dev [root]', 'Serve the site from memory and update open tabs on every save'))
    .option('--port <port>', 'Port (default: 5173, the next free one if taken)')
    .option('--host <host>', 'Address to bind; other Host headers are refused', { default: '127.0.0.1' })
    .action((rootArg: string | undefined, flags: ServeFlags) => dev({ ...lastValues(flags), root: rootArg ?? lastValues(flags).root }, process.argv.slice(3)))
  common(cli.command('preview [root]', 'Serve the built output exactly as a static file host would'))
    .option('--out <dir>', "Folder to serve (default: the build's output folder)")
    .option('-o, --outDir <dir>', 'Same as --out (the Vocs flag)')
    .option('--port <port>', 'Port (default: 4173)')
    .option('--host <host>', 'Address to bind; other Host headers are refused', { default: '127.0.0.1' })
    .action((rootArg: string | undefined, flags: ServeFlags) => preview({ ...lastValues(flags), root: rootArg ?? lastValues(flags).root }))
  // The command-less form is `build` under another name: list it once, as `build`.
  cli.help((sections) =>
    sections.map((s) =>
      s.title === 'Commands'
        ? {
            ...s,
            body: s.body
              .split('\n')
              .filter((l) => !l.includes('(same as "build")'))
              .join('\n'),
          }
        : s,
    ),
  )
  cli.version(VERSION)
  return cli
}

/** Parses `argv` and runs the command; returns the exit code for the errors it handles (2: usage, 1: build). */
export async function runCommandLine(argv: string[]): Promise<number> {
  const cli = commandLine()
  try {
    cli.parse(argv, { run: false })
    if (cli.options.help || cli.options.version) return 0
    await cli.runMatchedCommand()
    return 0
  } catch (error) {
    if (error instanceof UsageError || (error instanceof Error && error.name === 'CACError')) {
      console.error(`error: ${error.message}\n`)
      cli.outputHelp()
      return 2
    }
    // A build prints its own errors: not twice.
    if (!(error && typeof error === 'object' && reportedErrors.has(error))) console.error(`error: ${formatError(error)}`)
    return 1
  }
}
