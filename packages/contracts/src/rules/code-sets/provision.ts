/** One ground of a code set: the code as caseworkers cite it, and its heading in the law's language. */
export interface Provision {
  code: string;
  description: string;
}
