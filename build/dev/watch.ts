// Watches the site's folders (not globs) with chokidar and turns every file event into a typed Change:
// content pages, config (the config/ folder or a Vocs config file), the site's styles.css, static files, the tool's runtime/ (browser
// bundle and styles), and the files pages import or include (added to the watcher as the module graph learns them:
// build/dev/module-graph.ts).
import { lstatSync } from 'node:fs'
import { sep } from 'node:path'
import { watch, type FSWatcher } from 'chokidar'
import type { SiteFolders } from '../config/site-layout.ts'
import { judgeSymlink } from '../content/walk.ts'
import type { Change } from './session.ts'

export interface WatchDirs {
  pages: string
  /** The site's stylesheet (a file). */
  styles?: string
  config: string
  static: string
  runtime?: string
}

export function classify(file: string, dirs: WatchDirs, isDir: boolean): Change | undefined {
  const under = (dir: string | undefined) => dir !== undefined && (file === dir || file.startsWith(dir + sep))
  if (file === dirs.styles) return { kind: 'styles', file }
  if (under(dirs.pages)) return { kind: isDir ? 'pages' : 'page', file }
  if (under(dirs.config)) return { kind: 'config', file }
  if (under(dirs.static)) return { kind: 'static', file }
  if (under(dirs.runtime)) return { kind: 'runtime', file }
  return undefined
}

/**
 * Resolves once the initial scan is done, so a save right after start-up is seen. Symlinks are judged as the build
 * judges them (walk.ts): followed inside the site folder, never outside it, never round a loop. A watcher error
 * (a folder that vanished, too many files) goes to `onError`, and the server keeps running.
 */
export async function watchSite(
  root: string,
  folders: SiteFolders,
  runtimeDir: string | undefined,
  onChange: (change: Change) => void,
  onError: (message: string) => void = () => {},
  /** A file some page is made from (an imported component, a snippet): a save of it is a `dependency` change. */
  isDependency: (file: string) => boolean = () => false,
): Promise<FSWatcher> {
  const dirs: WatchDirs = { pages: folders.pages, styles: folders.styles, config: folders.config, static: folders.static, runtime: runtimeDir }
  const watcher = watch([folders.content, dirs.config, dirs.static, ...(runtimeDir ? [runtimeDir] : [])], {
    ignoreInitial: true,
    ignored: (path) =>
      /(^|[/\\])(node_modules|\.git|\.cache)([/\\]|$)/.test(path) ||
      /~$|\.swp$/.test(path) ||
      // A Vocs site's output (docs/dist) lies inside the watched content folder.
      path === folders.output ||
      path.startsWith(folders.output + sep) ||
      unfollowedLink(path, root),
  })
  watcher.on('error', (error) => onError(`file watcher: ${(error as Error).message ?? String(error)}`))
  watcher.on('all', (event, path) => {
    const change = classify(path, dirs, event === 'addDir' || event === 'unlinkDir')
    if (change) onChange(change)
    else if (isDependency(path)) onChange({ kind: 'dependency', file: path })
  })
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()))
  return watcher
}

/** A symlink the build would not follow (outside the site, broken, a loop): the watcher does not follow it either. */
function unfollowedLink(path: string, root: string): boolean {
  const stats = lstatSync(path, { throwIfNoEntry: false })
  return stats?.isSymbolicLink() === true && !judgeSymlink(path, root).follow
}
