// `npm run dev` runs the watch server in a child process and restarts it when the server's own code changes (the
// components under runtime/ that render every page): Node cannot unload modules, so a fresh process is the only way
// the HTML shows the edit. The child keeps the port; open tabs reconnect, see a new server and reload.
import { type ChildProcess, fork } from 'node:child_process'
import { extname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type FSWatcher, watch } from 'chokidar'

/** Exit code of a child that wants to be started again. */
export const RESTART_EXIT_CODE = 75
/** Set in the child's environment. */
export const WORKER_ENV = 'VELLUM_DEV_WORKER'

export interface WorkerMessage {
  port: number
}

// cli/main.ts from the sources, cli/main.js in the published package: the extension of this very file.
const CLI = fileURLToPath(new URL(`../cli/main${extname(fileURLToPath(import.meta.url))}`, import.meta.url))
const RUNTIME_DIR = fileURLToPath(new URL('../../runtime', import.meta.url))

/** Runs `cli/main.ts dev <args>` as a child until it exits for good; resolves with its exit code. */
export function superviseDevServer(args: string[]): Promise<number> {
  let port: number | undefined
  let child: ChildProcess | undefined
  let waiting: FSWatcher | undefined
  let restarted = false
  return new Promise((resolve) => {
    const stop = (code: number) => {
      void waiting?.close()
      resolve(code)
    }
    // Ctrl+C reaches the child too (same process group); a signal sent to the parent alone is passed on. With no
    // child running (waiting for a fix), the parent stops itself.
    const onSignal = (signal: NodeJS.Signals, code: number) => () => (child ? child.kill(signal) : stop(code))
    process.on('SIGINT', onSignal('SIGINT', 130))
    process.on('SIGTERM', onSignal('SIGTERM', 143))
    const start = () => {
      // After the first start, pin the port the first child found (a later --port wins), so tabs reconnect to it.
      const portArgs = port === undefined ? [] : ['--port', String(port)]
      child = fork(CLI, ['dev', ...args, ...portArgs], { env: { ...process.env, [WORKER_ENV]: '1' }, stdio: 'inherit' })
      child.on('message', (message: WorkerMessage) => (port = message.port))
      child.on('exit', (code, signal) => {
        child = undefined
        if (code === RESTART_EXIT_CODE) {
          restarted = true
          return start()
        }
        // New code that does not load (a typo in a component) stops the child; the writer fixes it and goes on.
        if (restarted && signal === null && code !== 0) {
          waiting = watch(RUNTIME_DIR, { ignoreInitial: true })
          // Said once the watcher is ready, so a save made after reading it is never missed.
          waiting.once('ready', () => console.error('the dev server stopped on the error above; it starts again when a file under runtime/ changes'))
          waiting.once('all', () => {
            void waiting?.close()
            waiting = undefined
            start()
          })
          return
        }
        stop(code ?? (signal === 'SIGINT' ? 130 : 143))
      })
    }
    start()
  })
}
