// Two changes to TypeScript's type checker, made to the text of typescript.js as it loads (build/typescript.ts), both
// in how a hover names a type: the checker looks for a way to reach each symbol from the hovered place. (1) In the
// global scope (twice: as globals and as `globalThis`'s members) it called a function on every global, 2,222 with the
// DOM's types, though only aliases (a package's UMD global) and globals of the symbol's own name can answer: this
// visits those alone, in the same order. (2) To find which export of a module refers to a symbol, it resolved every
// export of the module, for every symbol and every module of the program: each module's exports are now indexed by what
// they refer to, once per checker, the first in the table's order kept. The results are TypeScript's own.

/** The loop over a scope's symbols in `trySymbolTable` (inside `getAccessibleSymbolChain`). */
const LOOP = 'const result2 = forEachEntry(symbols, (symbolFromSymbolTable) => {'
const LOOP_PATCHED = 'const result2 = forEachEntryThatMayName(symbols, symbol.escapedName, (symbolFromSymbolTable) => {'

/** The function the loop is in, inside `createTypeChecker` where `globals` is the checker's global scope. */
const FUNCTION = '  function getAccessibleSymbolChain(symbol, enclosingDeclaration, meaning, useOnlyExternalAliasing, visitedSymbolTablesMap'

/**
 * The checker fills its global scope in `initializeTypeChecker` (lib files, global augmentations), replacing some of its
 * symbols with merged ones: an index made before that ends (to word an error) is dropped once it has.
 */
const INITIALIZE = '\n  initializeTypeChecker();\n'
const INITIALIZE_PATCHED = '\n  initializeTypeChecker();\n  scopesThatMayName = void 0;\n  exportsByReference = void 0;\n'

/**
 * The global scope, and the same symbols as `globalThis`'s exports (a table of their own, made once, after the scope is
 * filled), each indexed: their aliases and, per name, the other symbols, each with its place in the table. 2097152 is
 * `SymbolFlags.Alias`. A `var`: the checker's body runs this far after `initializeTypeChecker`.
 */
export const HELPERS = `  var scopesThatMayName;
  function forEachEntryThatMayName(symbols, name, callback) {
    if (symbols !== globals && symbols !== globalThisSymbol.links.resolvedExports) return forEachEntry(symbols, callback);
    if (!scopesThatMayName) scopesThatMayName = new Map();
    let index = scopesThatMayName.get(symbols);
    if (!index || index.size !== symbols.size) scopesThatMayName.set(symbols, index = indexThatMayName(symbols));
    const aliases = index.aliases;
    const named = index.byName.get(name) || [];
    for (let a = 0, n = 0; a < aliases.length || n < named.length; ) {
      const entry = n === named.length || (a < aliases.length && aliases[a][0] < named[n][0]) ? aliases[a++] : named[n++];
      const result = callback(entry[1], entry[2]);
      if (result) return result;
    }
    return void 0;
  }
  function indexThatMayName(symbols) {
    const aliases = [];
    const byName = new Map();
    let place = 0;
    for (const [key, symbol] of symbols) {
      const entry = [place++, symbol, key];
      if (symbol.flags & 2097152) aliases.push(entry);
      else if (byName.has(symbol.escapedName)) byName.get(symbol.escapedName).push(entry);
      else byName.set(symbol.escapedName, [entry]);
    }
    return { size: symbols.size, aliases, byName };
  }
`

/**
 * The end of `getAliasForSymbolInContainer`: when the export of the symbol's own name is not it, every export of the
 * container is resolved until one refers to the same symbol.
 */
const EXPORTS_WALK = `    return forEachEntry(exports2, (exported) => {
      if (getSymbolIfSameReference(exported, symbol)) {
        return exported;
      }
    });
  }
  function getSymbolIfSameReference(s1, s2) {`
const EXPORTS_WALK_PATCHED = `    return exportReferringTo(exports2, symbol);
  }
  function getSymbolIfSameReference(s1, s2) {`

/**
 * The first export of a table that refers to a symbol (what getSymbolIfSameReference compares), from an index of the
 * table made on first use and again if the table grew. While a table's index is being made (resolving an export may
 * word an error, which names symbols), a lookup in it walks the table as TypeScript does.
 */
export const EXPORTS_HELPERS = `  var exportsByReference;
  function exportReferringTo(exports2, symbol) {
    if (!exportsByReference) exportsByReference = new Map();
    let index = exportsByReference.get(exports2);
    if (index === null) return forEachEntry(exports2, (exported) => getSymbolIfSameReference(exported, symbol) ? exported : void 0);
    if (!index || index.size !== exports2.size) {
      exportsByReference.set(exports2, null);
      const first = new Map();
      forEachEntry(exports2, (exported) => {
        const target = referenceOf(exported);
        if (!first.has(target)) first.set(target, exported);
      });
      exportsByReference.set(exports2, index = { size: exports2.size, first });
    }
    return index.first.get(referenceOf(symbol));
  }
  function referenceOf(symbol) {
    return getMergedSymbol(resolveSymbol(getMergedSymbol(symbol)));
  }
`

/** Where the helpers go: before the function they serve, inside \`createTypeChecker\`. */
const ALIAS_FUNCTION = '  function getAliasForSymbolInContainer(container, symbol) {'

/**
 * typescript.js with the changes, or undefined when its text is not the one the change was written for (another
 * TypeScript version): the compiler is then loaded as it is.
 */
export function patchChecker(source: string): string | undefined {
  const edits: [at: number, part: string, patched: string][] = []
  for (const [part, patched] of [
    [LOOP, LOOP_PATCHED],
    [FUNCTION, HELPERS + FUNCTION],
    [INITIALIZE, INITIALIZE_PATCHED],
    [ALIAS_FUNCTION, EXPORTS_HELPERS + ALIAS_FUNCTION],
    [EXPORTS_WALK, EXPORTS_WALK_PATCHED],
  ] as const) {
    const at = source.indexOf(part)
    if (at === -1 || source.indexOf(part, at + 1) !== -1) return undefined
    edits.push([at, part, patched])
  }
  // One pass over the 9 MB text, in the order the parts come.
  edits.sort((a, b) => a[0] - b[0])
  let result = ''
  let from = 0
  for (const [at, part, patched] of edits) {
    result += source.slice(from, at) + patched
    from = at + part.length
  }
  return result + source.slice(from)
}
