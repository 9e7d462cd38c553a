/** A page's size as the viewer shows it (rotation applied), in page units (PDF points). */
export interface PageSize {
  width: number;
  height: number;
}
