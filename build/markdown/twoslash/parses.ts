// The parses of twoslash's own files (Node, compile time). For each block, @typescript/vfs parsed the block's text when
// twoslash wrote it, parsed it again from the program's source file when twoslash wrote the same text once more (an
// incremental parse that also moved the positions of that program's own nodes), and twoslash read the identifiers of a
// third parse. These parses are only read (for their text and identifiers), so one parse per file and text serves them.
import type ts from 'typescript'

interface Parse {
  text: string
  languageVersion: ts.ScriptTarget
  file: ts.SourceFile
}

export class TwoslashParses {
  /** The last parse of each file name (a block's files are emptied once it is done, then filled with the next's). */
  readonly #last = new Map<string, Parse>()

  constructor(private readonly typescript: typeof ts) {}

  /**
   * `ts.createSourceFile`, answered with the last parse of the file when its text and language version are the same.
   * (The script kind is the one the file's name gives: none of these callers names another.)
   */
  readonly create = (
    fileName: string,
    text: string,
    languageVersionOrOptions: ts.ScriptTarget | ts.CreateSourceFileOptions,
    _setParentNodes?: boolean,
  ): ts.SourceFile => {
    // Options with a function in them (module detection) cannot be compared: parsed each time.
    if (typeof languageVersionOrOptions !== 'number') return this.typescript.createSourceFile(fileName, text, languageVersionOrOptions, true)
    const last = this.#last.get(fileName)
    if (last?.text === text && last.languageVersion === languageVersionOrOptions) return last.file
    // With parent nodes always: a parse made without them would not serve a caller that asked for them.
    const file = this.typescript.createSourceFile(fileName, text, languageVersionOrOptions, true)
    this.#last.set(fileName, { text, languageVersion: languageVersionOrOptions, file })
    return file
  }

  /**
   * `ts.updateSourceFile`, as a parse of the new text: @typescript/vfs asks for it with the whole text as the change,
   * which leaves an incremental parse nothing to re-use, and that parse would move the nodes of `file`, which may be a
   * language service's own.
   */
  readonly update = (file: ts.SourceFile, text: string, _change?: ts.TextChangeRange): ts.SourceFile => this.create(file.fileName, text, file.languageVersion)
}
