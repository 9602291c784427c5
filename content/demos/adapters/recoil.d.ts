import type { LibraryAdapter } from './types.ts';
export declare const adapter: LibraryAdapter;
