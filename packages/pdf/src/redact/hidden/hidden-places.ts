/** How a residue of content drawn where no reader sees it names its place (issue 62). */
export const HIDDEN_PLACES = {
  /** A glyph drawn under later opaque ink. */
  coveredText: 'text hidden under a shape',
  /** Samples of a picture under later opaque ink, not blanked. */
  coveredPicture: 'part of a picture hidden under a shape',
  /** A glyph that draws under a box from elsewhere on the page (a Type 3 procedure). */
  farGlyph: 'a glyph drawn under a box from elsewhere on the page',
} as const;

export const isHiddenPlace = (place: string) =>
  (Object.values(HIDDEN_PLACES) as string[]).includes(place);
