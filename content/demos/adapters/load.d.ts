import type { LibraryId } from '../libraries.ts';
import type { LibraryAdapter } from './types.ts';
export declare function loadAdapter(id: LibraryId): Promise<LibraryAdapter>;
