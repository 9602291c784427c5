import type { ReactNode } from 'react';
import { type LibraryId } from '../libraries.ts';
interface LibraryResultsProps<R extends {
    lib: LibraryId;
}> {
    run: number;
    caption: string;
    /** Column headings after "Library". */
    columns: string[];
    rows: R[];
    /** The cells of one library's row (undefined before that library has run). */
    cells: (row: R | undefined) => ReactNode;
}
export declare function LibraryResults<R extends {
    lib: LibraryId;
}>({ run, caption, columns, rows, cells }: LibraryResultsProps<R>): import("react").JSX.Element;
export {};
