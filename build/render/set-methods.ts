// Pages render components that run the site's libraries at build time; valdres 0.2.0-pre.18 calls the ES2025 Set
// methods, which Node 20 lacks. core-js adds each one only where it is missing (Node 22 keeps its own).
import 'core-js/actual/set/difference.js'
import 'core-js/actual/set/intersection.js'
import 'core-js/actual/set/is-disjoint-from.js'
import 'core-js/actual/set/is-subset-of.js'
import 'core-js/actual/set/is-superset-of.js'
import 'core-js/actual/set/symmetric-difference.js'
import 'core-js/actual/set/union.js'
