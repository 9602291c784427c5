// One file of the built site: text or bytes produced in memory, or a file copied as is.
export type OutputFile =
  | {
      path: string
      content: string | Uint8Array
      /**
       * A hash of the content, when its maker has one (a file named by its content): a rebuild then tells the file is
       * unchanged by the hash it was written with, without reading the previous file.
       */
      hash?: string
    }
  | { path: string; copyFrom: string }
