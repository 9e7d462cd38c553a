/** Terms searched together: one request carries terms that share their flags. */
export interface SearchRequest {
  terms: readonly string[];
  caseSensitive: boolean;
  isAiSearch: boolean;
  isRegex: boolean;
  isWholeWord?: boolean;
}

/** A file to search, with the name the server reports it under. */
export interface SearchFile {
  file: Blob;
  name: string;
}
