/** An address as the documents print it: its lines and the postcode printed in one of them. */
export type Address = { lines: string[]; postcode: string };

/** An address whose postcode line prints `postcode` as given. */
export const withPostcode = (lines: string[], postcode: string): Address => ({ lines, postcode });
