// Watches the site's folders (not globs) with chokidar and turns every file event into a typed Change:
// content pages, config, static files, and this repository's runtime/ (browser bundle and styles).
import { join, sep } from 'node:path'
import { watch, type FSWatcher } from 'chokidar'
import type { Change } from './session.ts'

export interface WatchDirs {
  pages: string
  config: string
  static: string
  runtime?: string
}

export function classify(file: string, dirs: WatchDirs, isDir: boolean): Change | undefined {
  const under = (dir: string | undefined) => dir !== undefined && (file === dir || file.startsWith(dir + sep))
  if (under(dirs.pages)) return { kind: isDir ? 'pages' : 'page', file }
  if (under(dirs.config)) return { kind: 'config', file }
  if (under(dirs.static)) return { kind: 'static', file }
  if (under(dirs.runtime)) return { kind: 'runtime', file }
  return undefined
}

/** Resolves once the initial scan is done, so a save right after start-up is seen. */
export async function watchSite(root: string, contentDir: string, runtimeDir: string | undefined, onChange: (change: Change) => void): Promise<FSWatcher> {
  const dirs: WatchDirs = { pages: join(contentDir, 'pages'), config: join(root, 'config'), static: join(root, 'static'), runtime: runtimeDir }
  const watcher = watch([contentDir, dirs.config, dirs.static, ...(runtimeDir ? [runtimeDir] : [])], {
    ignoreInitial: true,
    ignored: (path) => /(^|[/\\])(node_modules|\.git|\.cache)([/\\]|$)/.test(path) || /~$|\.swp$/.test(path),
  })
  watcher.on('all', (event, path) => {
    const change = classify(path, dirs, event === 'addDir' || event === 'unlinkDir')
    if (change) onChange(change)
  })
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()))
  return watcher
}
