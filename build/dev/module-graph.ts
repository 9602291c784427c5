// The dev server's module graph: which pages each file is part of (imported components, partials, included
// snippets), from what each page's compile recorded. A saved file recompiles exactly the pages that use it.
export class ModuleGraph {
  /** Page → the files it was made from (besides itself), with each file's hash at compile time. */
  private readonly uses = new Map<string, Record<string, string>>()

  /** Records what a page was compiled from (replacing what it used before). */
  set(page: string, dependencies: Record<string, string> | undefined): void {
    if (dependencies && Object.keys(dependencies).length) this.uses.set(page, dependencies)
    else this.uses.delete(page)
  }

  forget(page: string): void {
    this.uses.delete(page)
  }

  /** The pages that use a file. */
  pagesOf(file: string): string[] {
    return [...this.uses].filter(([, deps]) => file in deps).map(([page]) => page)
  }

  /** Whether any page uses the file. */
  has(file: string): boolean {
    for (const deps of this.uses.values()) if (file in deps) return true
    return false
  }

  /** The hash a page saw of the file when it compiled (to tell a real change from a repeated event). */
  hashSeen(file: string): string | undefined {
    for (const deps of this.uses.values()) if (file in deps) return deps[file]
    return undefined
  }

  /** Every file some page uses (to watch). */
  files(): string[] {
    return [...new Set([...this.uses.values()].flatMap((deps) => Object.keys(deps)))]
  }
}
