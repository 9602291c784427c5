import { type LibraryId } from './libraries.ts';
export declare const FPS_CHOICE_KEY = "valdres-docs.demos.fps";
export declare const FPS_SIZES: readonly [8, 16, 32, 64, 96, 128];
export interface FpsChoice {
    lib: LibraryId;
    size: number;
}
export declare const DEFAULT_FPS_CHOICE: FpsChoice;
export declare function readFpsChoice(storage: Pick<Storage, 'getItem'> | undefined): FpsChoice;
export declare function saveFpsChoice(storage: Pick<Storage, 'setItem'> | undefined, choice: FpsChoice): void;
