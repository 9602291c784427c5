export type LibraryId = 'valdres' | 'jotai' | 'recoil';
export interface Library {
    id: LibraryId;
    label: string;
    /** The npm packages the demo runs, with the version the lockfile pins. */
    packages: string;
}
export declare const LIBRARIES: readonly Library[];
export declare const PACKAGE_VERSIONS: Readonly<Record<string, string>>;
export declare function libraryById(id: LibraryId): Library;
export declare function isLibraryId(value: unknown): value is LibraryId;
/**
 * Recoil 0.7.7 copies its set of changed atoms on every set (copyTreeState), so seeding N atoms takes time and
 * memory proportional to N²: a few thousand atoms already block the page for seconds. The demos run Recoil only
 * up to this many atoms and say why above it.
 */
export declare const RECOIL_MAX_ATOMS = 1000;
export declare const RECOIL_SKIP_REASON: string;
