// Watches the site's folders (not globs) with chokidar and turns every file event into a typed Change:
// content pages, config (the config/ folder or a Vocs config file), the site's styles.css, static files, the tool's runtime/ (browser
// bundle and styles), and the files pages import or include (added to the watcher as the module graph learns them:
// build/dev/module-graph.ts).
import { type FSWatcher as FSWatcherOfNode, lstatSync, watch as watchFolder } from 'node:fs'
import { dirname, sep } from 'node:path'
import { type FSWatcher, watch } from 'chokidar'
import type { SiteFolders } from '../config/site-layout.ts'
import { judgeSymlink } from '../content/walk-files.ts'
import type { Change } from './site-inputs.ts'

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
 * judges them (content/walk-files.ts): followed inside the site folder, never outside it, never round a loop. A watcher error
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
  // A change to a link the watcher does not follow reads its folder again, so a loop made or removed is seen at once.
  const links = new UnfollowedLinks(root, (link) => {
    const change = classify(link, dirs, true)
    if (change) onChange(change)
  })
  const watcher = watch([folders.content, dirs.config, dirs.static, ...(runtimeDir ? [runtimeDir] : [])], {
    ignoreInitial: true,
    ignored: (path) =>
      /(^|[/\\])(node_modules|\.git|\.cache)([/\\]|$)/.test(path) ||
      /~$|\.swp$/.test(path) ||
      // A Vocs site's output (docs/dist) lies inside the watched content folder.
      path === folders.output ||
      path.startsWith(folders.output + sep) ||
      links.ignores(path),
  })
  watcher.on('error', (error) => onError(`file watcher: ${(error as Error).message ?? String(error)}`))
  watcher.on('all', (event, path) => {
    const change = classify(path, dirs, event === 'addDir' || event === 'unlinkDir')
    if (change) onChange(change)
    else if (isDependency(path)) onChange({ kind: 'dependency', file: path })
  })
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()))
  links.ready = true
  const close = watcher.close.bind(watcher)
  watcher.close = () => {
    links.close()
    return close()
  }
  return watcher
}

/**
 * The symlinks the build would not follow (outside the site, broken, a loop): the watcher does not follow them either,
 * so chokidar sends no event for them. Each one's folder is watched on its own instead (one fs.watch per folder, not
 * recursive): a link made once the watcher is ready, removed or changed calls `onChange` with its path.
 */
class UnfollowedLinks {
  ready = false
  private readonly known = new Set<string>()
  private readonly folders = new Map<string, FSWatcherOfNode>()

  constructor(
    private readonly root: string,
    private readonly onChange: (link: string) => void,
  ) {}

  /** Whether chokidar should leave `path` alone (a link not followed); notes it. */
  ignores(path: string): boolean {
    const stats = lstatSync(path, { throwIfNoEntry: false })
    if (stats?.isSymbolicLink() !== true || judgeSymlink(path, this.root).follow) return false
    if (!this.known.has(path)) {
      this.known.add(path)
      this.watchFolderOf(path)
      if (this.ready) this.onChange(path)
    }
    return true
  }

  private watchFolderOf(link: string): void {
    const folder = dirname(link)
    if (this.folders.has(folder)) return
    try {
      const watcher = watchFolder(folder, () => this.recheck(folder))
      watcher.on('error', () => this.folders.delete(folder))
      this.folders.set(folder, watcher)
    } catch {}
  }

  /** A link of `folder` that is gone, or that is now followed, is no longer known: its folder is read again. */
  private recheck(folder: string): void {
    for (const link of this.known) {
      if (dirname(link) !== folder) continue
      const stats = lstatSync(link, { throwIfNoEntry: false })
      if (stats?.isSymbolicLink() === true && !judgeSymlink(link, this.root).follow) continue
      this.known.delete(link)
      this.onChange(link)
    }
  }

  close(): void {
    for (const watcher of this.folders.values()) watcher.close()
    this.folders.clear()
  }
}
