// The Valdres site's layout module: the tool loads it before it renders any page, as Vocs loads a site's layout.tsx.
// The live examples the pages import run valdres while they render, and valdres 0.2.0-pre.18 calls the ES2025 Set
// methods, which Node 20 lacks: core-js adds each one where it is missing (Node 22 and browsers have them). It exports
// no layout, so every page keeps the tool's own.
import 'core-js/actual/set/difference.js'
import 'core-js/actual/set/intersection.js'
import 'core-js/actual/set/is-disjoint-from.js'
import 'core-js/actual/set/is-subset-of.js'
import 'core-js/actual/set/is-superset-of.js'
import 'core-js/actual/set/symmetric-difference.js'
import 'core-js/actual/set/union.js'
