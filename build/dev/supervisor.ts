// `npm run dev` runs the watch server in a child process and restarts it when the server's own code changes (the
// components under runtime/ that render every page): Node cannot unload modules, so a fresh process is the only way
// the HTML shows the edit. The child keeps the port; open tabs reconnect, see a new server and reload.
import { fork, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/** Exit code of a child that wants to be started again. */
export const RESTART_EXIT_CODE = 75
/** Set in the child's environment. */
export const WORKER_ENV = 'VALDRES_DEV_WORKER'

export interface WorkerMessage {
  port: number
}

const CLI = fileURLToPath(new URL('../cli.ts', import.meta.url))

/** Runs `cli.ts dev <args>` as a child until it exits for good; resolves with its exit code. */
export function superviseDevServer(args: string[]): Promise<number> {
  let port: number | undefined
  let child: ChildProcess
  const forward = (signal: NodeJS.Signals) => () => child.kill(signal)
  process.on('SIGTERM', forward('SIGTERM'))
  // Ctrl+C reaches the child too (same process group); the parent just waits for it to finish.
  process.on('SIGINT', () => {})
  return new Promise((resolve) => {
    const start = () => {
      // After the first start, pin the port the first child found (a later --port wins), so tabs reconnect to it.
      const portArgs = port === undefined ? [] : ['--port', String(port)]
      child = fork(CLI, ['dev', ...args, ...portArgs], { env: { ...process.env, [WORKER_ENV]: '1' }, stdio: 'inherit' })
      child.on('message', (message: WorkerMessage) => (port = message.port))
      child.on('exit', (code, signal) => {
        if (code === RESTART_EXIT_CODE) return start()
        resolve(code ?? (signal ? 128 + (signal === 'SIGINT' ? 2 : 15) : 1))
      })
    }
    start()
  })
}
