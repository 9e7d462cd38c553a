/**
 * The parts of a pdf.js document the file's contents are read from: pdf.js's own
 * PDFDocumentProxy fits, and tests pass a plain object.
 */
export interface ContentsSource {
  numPages: number;
  getAttachments(): Promise<ReadonlyMap<string, AttachmentEntry> | null>;
  getAttachmentContent(id: string): Promise<Uint8Array | null>;
  getMetadata(): Promise<{ info: object; metadata: unknown }>;
  getOutline(): Promise<readonly OutlineEntry[] | null>;
  getFieldObjects(): Promise<ReadonlyMap<string, readonly object[]> | null>;
  getPage(pageNumber: number): Promise<PageSource>;
}

export interface AttachmentEntry {
  filename: string;
  description: string;
  content?: Uint8Array | null | undefined;
}

export interface OutlineEntry {
  title: string;
  items: readonly OutlineEntry[];
}

export interface PageSource {
  getAnnotations(params?: { intent?: string }): Promise<unknown[]>;
  getViewport(params: { scale: number }): ViewportLike;
}

export interface ViewportLike {
  width: number;
  height: number;
  convertToViewportPoint(x: number, y: number): number[];
}

/**
 * What pdf.js tells of one annotation (its `annotationData`), the entries read here; every one
 * may be missing.
 */
export interface AnnotationData {
  id?: string;
  subtype?: string;
  rect?: number[];
  contentsObj?: { str?: string };
  richText?: { str?: string };
  titleObj?: { str?: string };
  /** Set from the flags Hidden and NoView. */
  hidden?: boolean;
  hasAppearance?: boolean;
  /** The widget's default appearance (its own, inherited or the form's): a font to draw with. */
  defaultAppearanceData?: { fontName?: string };
  fieldType?: string;
  fieldName?: string;
  fieldValue?: unknown;
  file?: { filename?: string; content?: Uint8Array | null };
}
