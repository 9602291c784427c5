// A page's twoslash blocks in one TypeScript program (Node, compile time), so one type checker works out the types of
// React, the site's packages and the DOM libs once for the page's blocks (decisions: Twoslash). Each block of the page
// is a file of its own beside twoslash's `index.ts`; twoslash's calls on `index.ts` are answered from the block's file
// while their texts are the same, and a block's own `// @filename:` files stay until the page ends, so one checker
// serves the page's blocks. One page, not the whole site: what a checker shows for a type can depend on what it checked
// before (TypeScript keeps a member it had already resolved uninstantiated: `Array<T>.length`), so a page's types may
// depend on its own blocks, never on other pages.
import type ts from 'typescript'
import type { TwoslashFence } from './fence.ts'

/** The extension twoslash gives a block's file, for the languages a block of one file may have. */
const EXTENSIONS: Record<string, string> = { ts: 'ts', typescript: 'ts', tsx: 'tsx', js: 'js', javascript: 'js', jsx: 'jsx' }
/**
 * `// @name` lines that leave the compiler options and the compiled text as they are: the handbook's error options, a
 * file's name, and the custom tags (`// @log: …`, which twoslash only collects for the page; given to the batch).
 */
const HARMLESS_FLAGS = ['errors', 'noErrors', 'filename']

/**
 * The blocks of one page, each a file of the program. A block with more than one file, compiler flags or an include
 * stays out: its files and options are twoslash's own, compiled as they always were. Blocks go into numbered slots, one
 * list per extension, that keep their names from page to page (a slot the page does not fill is empty): the program's
 * list of files stays the same, so TypeScript re-uses the last program's files and module resolutions, and the same
 * page makes the same program whatever was compiled before it.
 */
export class TwoslashBatch {
  /** Slot files of each extension, in order. */
  readonly #slots = new Map<string, string[]>()
  /** Slot file → its text ('' when empty) and its version, which changes whenever the slot gets another text. */
  readonly #files = new Map<string, { text: string; version: string }>()
  /** Extension and text of a block → its slot. */
  readonly #byText = new Map<string, string>()
  #version = 0
  #texts = 0
  #page = 0

  readonly #harmless: ReadonlySet<string>

  /** `customTags`: the tags twoslash is given (twoslasher.ts), harmless like the error options. */
  constructor(
    private readonly root: string,
    customTags: readonly string[],
  ) {
    this.#harmless = new Set([...HARMLESS_FLAGS, ...customTags])
  }

  /** The block twoslash is compiling now (set before each one): its environment is made for it if it has none yet. */
  current: TwoslashFence | undefined
  #hasEnvironment = false

  /** Changes whenever the slots do: the language service then makes a new program. */
  get version(): number {
    return this.#version
  }

  /** Counts the pages whose blocks filled the slots: what a page's blocks leave in the program goes at the next. */
  get page(): number {
    return this.#page
  }

  /** Whether twoslash compiles `fence` with the compiler options every block without flags has. */
  sharesOptions(fence: TwoslashFence): boolean {
    for (const [, name] of fence.code.matchAll(/^[\t\v\f ]*\/\/\s*@(\w+)/gm)) if (!this.#harmless.has(name!)) return false
    return true
  }

  /** Whether twoslash compiles `fence` as one file with the options every other block has. */
  fits(fence: TwoslashFence): boolean {
    return Boolean(EXTENSIONS[fence.lang]) && !/^[\t\v\f ]*\/\/\s*@filename:/m.test(fence.code) && this.sharesOptions(fence)
  }

  /** Whether the environment made now is the one of the common options (true once: twoslash keeps each environment). */
  takesEnvironment(): boolean {
    if (this.#hasEnvironment || !this.current || !this.sharesOptions(this.current)) return false
    this.#hasEnvironment = true
    return true
  }

  /**
   * Fills the slots with the blocks of `fences` that fit, in their order, and empties the others. A filled slot gets a
   * new version even with the text it had, so its imports are resolved again: a site file a block could not find the
   * last time its page was compiled may be there now.
   */
  replace(fences: TwoslashFence[]): void {
    this.#page++
    const texts = new Map<string, string[]>()
    for (const fence of fences) {
      if (!this.fits(fence)) continue
      const extension = EXTENSIONS[fence.lang]!
      const list = texts.get(extension) ?? []
      if (!list.includes(fence.code)) list.push(fence.code)
      texts.set(extension, list)
    }
    for (const extension of new Set([...this.#slots.keys(), ...texts.keys()])) {
      const list = texts.get(extension) ?? []
      const slots = this.#slotsOf(extension, list.length)
      for (const [i, slot] of slots.entries()) this.#fill(slot, list[i] ?? '', true)
    }
  }

  /** Puts a block that fits and is in no slot (one the page's fences did not show) into an empty slot. */
  add(fence: TwoslashFence): void {
    if (!this.fits(fence)) return
    const extension = EXTENSIONS[fence.lang]!
    if (this.#byText.has(`${extension}\0${fence.code}`)) return
    const slots = this.#slotsOf(extension, 0)
    const empty = slots.find((slot) => !this.#files.get(slot)!.text) ?? this.#slotsOf(extension, slots.length + 1).at(-1)!
    this.#fill(empty, fence.code)
  }

  /** The slots of `extension`, at least `count` of them. */
  #slotsOf(extension: string, count: number): string[] {
    const slots = this.#slots.get(extension) ?? []
    this.#slots.set(extension, slots)
    while (slots.length < count) {
      const slot = `${this.root}/__twoslash-block-${slots.length}.${extension}`
      slots.push(slot)
      this.#files.set(slot, { text: '', version: String(++this.#texts) })
      this.#version++
    }
    return slots
  }

  #fill(slot: string, text: string, again = false): void {
    const before = this.#files.get(slot)!
    if (before.text === text && !(again && text)) return
    const extension = slot.slice(slot.lastIndexOf('.') + 1)
    if (this.#byText.get(`${extension}\0${before.text}`) === slot) this.#byText.delete(`${extension}\0${before.text}`)
    this.#files.set(slot, { text, version: String(++this.#texts) })
    if (text) this.#byText.set(`${extension}\0${text}`, slot)
    this.#version++
  }

  /** The block file with the text `text`, for twoslash's own `index.<extension>` with that text. */
  fileFor(file: string, text: string): string | undefined {
    const extension = /\/index\.(\w+)$/.exec(file)?.[1]
    if (!extension || !text || file !== `${this.root}/index.${extension}`) return undefined
    return this.#byText.get(`${extension}\0${text}`)
  }

  textOf(file: string): string | undefined {
    return this.#files.get(file)?.text
  }

  versionOf(file: string): string | undefined {
    return this.#files.get(file)?.version
  }

  get files(): string[] {
    return [...this.#slots.values()].flat()
  }
}

/**
 * Puts the batch's blocks in the programs of `host` (before a language service is made with it); the function returned
 * then answers the service's calls on twoslash's files from them. The service sees the block files, never a twoslash
 * file whose text is a block's or empty (twoslash empties its files after each block), so writing one changes nothing.
 */
export function batchHost(
  typescript: typeof ts,
  host: ts.LanguageServiceHost,
  batch: TwoslashBatch,
  parse: (file: string, text: string, languageVersion: ts.ScriptTarget) => ts.SourceFile,
): (service: ts.LanguageService) => void {
  const underlying = {
    names: host.getScriptFileNames.bind(host),
    version: host.getScriptVersion.bind(host),
    snapshot: host.getScriptSnapshot.bind(host),
    projectVersion: host.getProjectVersion?.bind(host),
    fileExists: host.fileExists?.bind(host),
  }
  const texts = new Map<string, { version: string; text: string | undefined }>()
  /** The text twoslash last wrote to `file` (read again only when its version moves). */
  const textOf = (file: string): string | undefined => {
    const version = underlying.version(file)
    const known = texts.get(file)
    if (known?.version === version) return known.text
    const snapshot = underlying.snapshot(file)
    const text = snapshot?.getText(0, snapshot.getLength())
    texts.set(file, { version, text })
    return text
  }
  /** The block file standing for twoslash's `file` now, if one does. */
  const standIn = (file: string): string | undefined => {
    const text = textOf(file)
    return text === undefined ? undefined : batch.fileFor(file, text)
  }
  const snapshots = new Map<string, { version: string; snapshot: ts.IScriptSnapshot }>()

  /**
   * Files twoslash wrote for blocks outside the batch (a block's own `// @filename:` files) → the text the program has
   * for them. Twoslash empties them after their block; they stay, with their last text, until the page ends, so the
   * next block's program is the same one and keeps its checker, whose hovers are also the ones Vocs shows (decisions:
   * Twoslash). A file written again with that text keeps its version.
   */
  const written = new Set<string>()
  const kept = new Map<string, { text: string; version: string; snapshot: ts.IScriptSnapshot }>()
  let keptPage = batch.page
  const keptOf = (file: string) => {
    if (keptPage !== batch.page) {
      kept.clear()
      keptPage = batch.page
    }
    const text = textOf(file)
    // An emptied file has no snapshot (@typescript/vfs gives none for an empty text): it is in the program only with a
    // kept text, or it would be a missing file that exists, and the program would never be up to date.
    if (!text) return kept.get(file)
    if (standIn(file)) {
      kept.delete(file)
      return undefined
    }
    const known = kept.get(file)
    if (known?.text === text) return known
    const entry = { text, version: underlying.version(file), snapshot: underlying.snapshot(file)! }
    kept.set(file, entry)
    return entry
  }
  host.getScriptFileNames = () => {
    const names = underlying.names()
    for (const file of names) written.add(file)
    return [...names.filter((file) => keptOf(file)), ...batch.files]
  }
  host.getScriptVersion = (file) => batch.versionOf(file) ?? (written.has(file) ? keptOf(file)?.version : undefined) ?? underlying.version(file)
  host.getScriptSnapshot = (file) => {
    const text = batch.textOf(file)
    if (text === undefined) return (written.has(file) ? keptOf(file)?.snapshot : undefined) ?? underlying.snapshot(file)
    const version = batch.versionOf(file)!
    let known = snapshots.get(file)
    if (known?.version !== version) {
      known = { version, snapshot: typescript.ScriptSnapshot.fromString(text) }
      snapshots.set(file, known)
    }
    return known.snapshot
  }
  host.getProjectVersion = () => `${underlying.projectVersion?.() ?? ''}:${batch.version}`
  if (underlying.fileExists) host.fileExists = (file) => batch.textOf(file) !== undefined || underlying.fileExists!(file)

  // Twoslash reads a file's identifiers from the program's source file, and @typescript/vfs parses that source file
  // again when the file is written again: a stand-in is a parse of its own (parses.ts), not the block file's,
  // so the checker's stays out of their hands.
  const ownParse = (file: string, text: string): ts.SourceFile => parse(file, text, host.getCompilationSettings().target ?? typescript.ScriptTarget.Latest)
  function serveBlocks(service: ts.LanguageService): void {
    const getProgram = service.getProgram.bind(service)
    const proxies = new WeakMap<ts.Program, ts.Program>()
    service.getProgram = () => {
      const program = getProgram()
      if (!program) return program
      let proxy = proxies.get(program)
      if (!proxy) {
        proxy = withStandIns(program)
        proxies.set(program, proxy)
      }
      return proxy
    }
    const withStandIns = (program: ts.Program) =>
      new Proxy(program, {
        get(target, key) {
          if (key === 'getSourceFile') {
            return (file: string) => (standIn(file) ? ownParse(file, textOf(file)!) : target.getSourceFile(file))
          }
          const value = Reflect.get(target, key, target)
          return typeof value === 'function' ? value.bind(target) : value
        },
      })

    const onFile =
      <A extends unknown[], R>(call: (file: string, ...rest: A) => R, answer: (result: R, file: string, block: string) => R = (r) => r) =>
      (file: string, ...rest: A): R => {
        const block = standIn(file)
        return block ? answer(call(block, ...rest), file, block) : call(file, ...rest)
      }
    /** A diagnostic in the block file, as one in twoslash's file (twoslash keeps only those of the file it asked for). */
    const renamed = <D extends ts.Diagnostic>(diagnostics: D[], file: string, block: string): D[] =>
      diagnostics.map((d) => (d.file?.fileName === block ? { ...d, file: Object.create(d.file, { fileName: { value: file } }) } : d))
    service.getQuickInfoAtPosition = onFile(service.getQuickInfoAtPosition.bind(service))
    service.getCompletionsAtPosition = onFile(service.getCompletionsAtPosition.bind(service))
    service.getSemanticDiagnostics = onFile(service.getSemanticDiagnostics.bind(service), renamed)
    service.getSyntacticDiagnostics = onFile(service.getSyntacticDiagnostics.bind(service), renamed)
  }
  return serveBlocks
}
