// Test-only: valdres 0.2.0-pre.18 calls ES2025 Set methods that Node 20 lacks; load core-js's standard
// implementations before importing the library. Browsers and Node >= 22 have them natively.
import 'core-js/actual/set/difference.js'
import 'core-js/actual/set/symmetric-difference.js'
import 'core-js/actual/set/union.js'
import 'core-js/actual/set/intersection.js'
import 'core-js/actual/set/is-subset-of.js'
import 'core-js/actual/set/is-superset-of.js'
import 'core-js/actual/set/is-disjoint-from.js'
