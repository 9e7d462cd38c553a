/** Font programs and colour profiles built byte by byte, for other packages' tests (issue 62). */
export { cffProgram, openTypeProgram, trueTypeProgram, type GlyphSpec } from './font-programs';
export { iccProfile } from './icc-profiles';
export { pixelsOf, PIXEL_ADVANCE } from './pixel-font';
