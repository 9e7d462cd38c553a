import type { KindSchema, Rule } from './rules';

/**
 * The output schema (issue 62, decision 0061): every kind of object a redacted file keeps and the
 * keys each may carry, from PDF 32000-2's tables, less what the product drops on purpose —
 * metadata, private data, embedded files, scripts and other active actions, signatures, and text
 * no page draws that no one can see or search (replacement texts in content, rollover captions,
 * layer creator info, page label prefixes, font family names). The rebuild keeps only what a rule
 * allows; the verifier refuses anything else it finds.
 */

const kind = (name: string): Rule => ({ kind: name });
const arrayOf = (rule: Rule): Rule => ({ arrayOf: rule });
const mapOf = (rule: Rule): Rule => ({ mapOf: rule });
const oneOf = (...rules: Rule[]): Rule => ({ oneOf: rules });
const backTo = (name: string): Rule => ({ backTo: name });
const nested = (rule: Rule): Rule => ({ nested: rule });

const NUMBERS = arrayOf('number');
const RECT = NUMBERS;
const MATRIX = NUMBERS;
const NAMES = arrayOf('name');
const FUNCTIONS = oneOf(kind('Function'), arrayOf(kind('Function')), 'name');

/** Destinations: an explicit array (its page by reference), or a named one. */
export const DESTINATION: Rule = oneOf(kind('DestinationArray'), 'name', 'text');

const ANNOTATION_COMMON: Record<string, Rule> = {
  Type: 'name',
  Subtype: 'name',
  Rect: RECT,
  Contents: 'text',
  P: backTo('Page'),
  F: 'integer',
  AP: kind('Appearance'),
  AS: 'name',
  Border: 'plain',
  C: NUMBERS,
  StructParent: 'integer',
  OC: oneOf(kind('OCG'), kind('OCMD')),
  BS: 'plain',
  BE: 'plain',
  IC: NUMBERS,
  LE: 'plain',
  L: NUMBERS,
  LL: 'number',
  LLE: 'number',
  LLO: 'number',
  Cap: 'boolean',
  CP: 'name',
  CO: NUMBERS,
  Vertices: NUMBERS,
  InkList: 'plain',
  QuadPoints: NUMBERS,
  CA: 'number',
  ca: 'number',
  BM: 'name',
  T: 'text',
  Popup: kind('Annotation'),
  RC: 'text',
  CreationDate: 'date',
  M: 'date',
  Subj: 'text',
  IRT: backTo('Annotation'),
  RT: 'name',
  IT: 'name',
  Name: 'name',
  Open: 'boolean',
  State: 'text',
  StateModel: 'text',
  DA: 'text',
  Q: 'integer',
  DS: 'text',
  CL: NUMBERS,
  RD: NUMBERS,
  Rotate: 'number',
  // Links.
  Dest: DESTINATION,
  A: kind('Action'),
  H: 'name',
  PA: kind('Action'),
  // Widgets.
  MK: kind('AppearanceCharacteristics'),
  // Fixed-print watermarks.
  FixedPrint: 'plain',
  Lang: 'text',
};

/** The field entries a widget merged with its field carries (table 226 and on). */
const FIELD_KEYS: Record<string, Rule> = {
  FT: 'name',
  Parent: kind('Field'),
  Kids: arrayOf(oneOf(kind('Field'))),
  T: 'text',
  TU: 'text',
  TM: 'text',
  Ff: 'integer',
  V: oneOf('text', 'name', arrayOf('text')),
  DV: oneOf('text', 'name', arrayOf('text')),
  DA: 'text',
  Q: 'integer',
  DS: 'text',
  RV: 'text',
  MaxLen: 'integer',
  Opt: arrayOf(oneOf('text', arrayOf('text'))),
  TI: 'integer',
  I: arrayOf('integer'),
};

/** Annotations that play or hold files, or carry nothing a reader is shown: they go. */
const DROPPED_ANNOTATIONS = new Set([
  'FileAttachment',
  'Sound',
  'Movie',
  'Screen',
  'RichMedia',
  '3D',
  'Redact',
  'Projection',
]);

/** Actions that only move the reader or show a page's layers; every other action goes. */
const KEPT_ACTIONS = new Set(['GoTo', 'URI', 'Named', 'SetOCGState']);

export const SCHEMA: Readonly<Record<string, KindSchema>> = {
  Trailer: {
    keys: { Root: kind('Catalog'), Size: 'integer', ID: arrayOf('data'), Encrypt: 'opaque' },
  },
  Catalog: {
    keys: {
      Type: 'name',
      Version: 'name',
      Pages: kind('PageTree'),
      PageLabels: kind('PageLabelTree'),
      Names: kind('NameDictionary'),
      Dests: mapOf(DESTINATION),
      ViewerPreferences: kind('ViewerPreferences'),
      PageLayout: 'name',
      PageMode: 'name',
      Outlines: kind('Outlines'),
      OpenAction: oneOf(kind('DestinationArray'), kind('Action')),
      AcroForm: kind('AcroForm'),
      StructTreeRoot: kind('StructTreeRoot'),
      MarkInfo: 'plain',
      Lang: 'text',
      OCProperties: kind('OCProperties'),
    },
  },
  PageTree: {
    keys: {
      Type: 'name',
      Kids: arrayOf(oneOf(kind('PageTree'), kind('Page'))),
      Count: 'integer',
      Parent: backTo('PageTree'),
    },
    refine: (get) => (get('Type') === 'Page' ? 'Page' : null),
  },
  Page: {
    keys: {
      Type: 'name',
      Parent: backTo('PageTree'),
      Resources: kind('Resources'),
      MediaBox: RECT,
      CropBox: RECT,
      BleedBox: RECT,
      TrimBox: RECT,
      ArtBox: RECT,
      Contents: oneOf(kind('PageContent'), arrayOf(kind('PageContent'))),
      Rotate: 'integer',
      Group: kind('TransparencyGroup'),
      Dur: 'number',
      Trans: 'plain',
      Annots: arrayOf(kind('Annotation')),
      StructParents: 'integer',
      Tabs: 'name',
      UserUnit: 'number',
    },
    refine: (get) => (get('Type') === 'Pages' ? 'PageTree' : null),
  },
  PageContent: {
    keys: { Length: 'integer', Filter: 'plain', DecodeParms: 'plain' },
    stream: 'content',
  },
  Resources: {
    keys: {
      Font: mapOf(kind('Font')),
      XObject: mapOf(kind('XObject')),
      ExtGState: mapOf(kind('ExtGState')),
      ColorSpace: mapOf(kind('ColorSpace')),
      Pattern: mapOf(kind('Pattern')),
      Shading: mapOf(kind('Shading')),
      Properties: mapOf(kind('PropertyList')),
      ProcSet: NAMES,
    },
  },

  // Fonts (9.6–9.10).
  Font: {
    keys: {},
    refine: (get) => {
      const subtype = get('Subtype');
      if (subtype === 'Type1' || subtype === 'MMType1' || subtype === 'TrueType')
        return 'SimpleFont';
      if (subtype === 'Type0') return 'Type0Font';
      if (subtype === 'Type3') return 'Type3Font';
      if (subtype === 'CIDFontType0' || subtype === 'CIDFontType2') return 'CIDFont';
      return false;
    },
  },
  SimpleFont: {
    keys: {
      Type: 'name',
      Subtype: 'name',
      BaseFont: 'name',
      FirstChar: 'integer',
      LastChar: 'integer',
      Widths: NUMBERS,
      FontDescriptor: kind('FontDescriptor'),
      Encoding: oneOf('name', kind('Encoding')),
      // A name (/Identity-H) where a map belongs: readers take the codes for Unicode.
      ToUnicode: oneOf(kind('ToUnicode'), 'name'),
    },
  },
  Type0Font: {
    keys: {
      Type: 'name',
      Subtype: 'name',
      BaseFont: 'name',
      Encoding: oneOf('name', kind('EncodingCMap')),
      DescendantFonts: arrayOf(kind('CIDFont')),
      // A name (/Identity-H) where a map belongs: readers take the codes for Unicode.
      ToUnicode: oneOf(kind('ToUnicode'), 'name'),
    },
  },
  CIDFont: {
    keys: {
      Type: 'name',
      Subtype: 'name',
      BaseFont: 'name',
      CIDSystemInfo: kind('CIDSystemInfo'),
      FontDescriptor: kind('FontDescriptor'),
      DW: 'number',
      W: 'plain',
      DW2: NUMBERS,
      W2: 'plain',
      CIDToGIDMap: oneOf('name', kind('CIDToGIDMap')),
    },
  },
  CIDSystemInfo: { keys: { Registry: 'text', Ordering: 'text', Supplement: 'integer' } },
  CIDToGIDMap: {
    keys: { Length: 'integer', Filter: 'plain', DecodeParms: 'plain' },
    stream: 'samples',
  },
  Type3Font: {
    keys: {
      Type: 'name',
      Subtype: 'name',
      FontBBox: RECT,
      FontMatrix: MATRIX,
      CharProcs: mapOf(kind('GlyphProcedure')),
      Encoding: kind('Encoding'),
      FirstChar: 'integer',
      LastChar: 'integer',
      Widths: NUMBERS,
      FontDescriptor: kind('FontDescriptor'),
      Resources: kind('Resources'),
      // A name (/Identity-H) where a map belongs: readers take the codes for Unicode.
      ToUnicode: oneOf(kind('ToUnicode'), 'name'),
    },
  },
  GlyphProcedure: {
    keys: { Length: 'integer', Filter: 'plain', DecodeParms: 'plain' },
    stream: 'content',
  },
  Encoding: { keys: { Type: 'name', BaseEncoding: 'name', Differences: 'plain' } },
  FontDescriptor: {
    keys: {
      Type: 'name',
      FontName: 'name',
      FontStretch: 'name',
      FontWeight: 'number',
      Flags: 'integer',
      FontBBox: RECT,
      ItalicAngle: 'number',
      Ascent: 'number',
      Descent: 'number',
      Leading: 'number',
      CapHeight: 'number',
      XHeight: 'number',
      StemV: 'number',
      StemH: 'number',
      AvgWidth: 'number',
      MaxWidth: 'number',
      MissingWidth: 'number',
      FontFile: kind('FontProgram'),
      FontFile2: kind('FontProgram'),
      FontFile3: kind('FontProgram'),
    },
  },
  FontProgram: {
    keys: {
      Length: 'integer',
      Filter: 'plain',
      DecodeParms: 'plain',
      Length1: 'integer',
      Length2: 'integer',
      Length3: 'integer',
      Subtype: 'name',
    },
    stream: 'font-program',
  },
  ToUnicode: { keys: { Length: 'integer', Filter: 'plain', DecodeParms: 'plain' }, stream: 'cmap' },
  EncodingCMap: {
    keys: {
      Type: 'name',
      CMapName: 'name',
      CIDSystemInfo: kind('CIDSystemInfo'),
      WMode: 'integer',
      UseCMap: 'name',
      Length: 'integer',
      Filter: 'plain',
      DecodeParms: 'plain',
    },
    stream: 'cmap',
  },

  // Graphics (8.4–8.11).
  XObject: {
    keys: {},
    refine: (get) =>
      get('Subtype') === 'Image'
        ? 'Image'
        : get('Subtype') === 'Form' || get('Subtype') === null
          ? 'Form'
          : false,
  },
  Image: {
    keys: {
      Type: 'name',
      Subtype: 'name',
      Width: 'integer',
      Height: 'integer',
      ColorSpace: kind('ColorSpace'),
      BitsPerComponent: 'integer',
      Intent: 'name',
      ImageMask: 'boolean',
      Mask: oneOf(kind('Image'), NUMBERS),
      Decode: NUMBERS,
      Interpolate: 'boolean',
      SMask: kind('Image'),
      SMaskInData: 'integer',
      Matte: NUMBERS,
      StructParent: 'integer',
      OC: oneOf(kind('OCG'), kind('OCMD')),
      Length: 'integer',
      Filter: oneOf('name', NAMES),
      DecodeParms: oneOf(kind('DecodeParms'), arrayOf(oneOf(kind('DecodeParms'), 'plain'))),
    },
    stream: 'image',
  },
  DecodeParms: {
    keys: {
      Predictor: 'integer',
      Colors: 'integer',
      BitsPerComponent: 'integer',
      Columns: 'integer',
      EarlyChange: 'integer',
      K: 'integer',
      EndOfLine: 'boolean',
      EncodedByteAlign: 'boolean',
      Rows: 'integer',
      EndOfBlock: 'boolean',
      BlackIs1: 'boolean',
      DamagedRowsBeforeError: 'integer',
      JBIG2Globals: kind('JBIG2Globals'),
      ColorTransform: 'integer',
    },
  },
  JBIG2Globals: {
    keys: { Length: 'integer', Filter: 'plain', DecodeParms: 'plain' },
    stream: 'samples',
  },
  Form: {
    keys: {
      Type: 'name',
      Subtype: 'name',
      FormType: 'integer',
      BBox: RECT,
      Matrix: MATRIX,
      Resources: kind('Resources'),
      Group: kind('TransparencyGroup'),
      StructParent: 'integer',
      StructParents: 'integer',
      OC: oneOf(kind('OCG'), kind('OCMD')),
      Length: 'integer',
      Filter: 'plain',
      DecodeParms: 'plain',
    },
    stream: 'content',
  },
  TransparencyGroup: {
    keys: { Type: 'name', S: 'name', CS: kind('ColorSpace'), I: 'boolean', K: 'boolean' },
  },
  ExtGState: {
    keys: {
      Type: 'name',
      LW: 'number',
      LC: 'integer',
      LJ: 'integer',
      ML: 'number',
      D: 'plain',
      RI: 'name',
      OP: 'boolean',
      op: 'boolean',
      OPM: 'integer',
      Font: arrayOf(oneOf(kind('Font'), 'number')),
      BG: FUNCTIONS,
      BG2: FUNCTIONS,
      UCR: FUNCTIONS,
      UCR2: FUNCTIONS,
      TR: FUNCTIONS,
      TR2: FUNCTIONS,
      FL: 'number',
      SM: 'number',
      SA: 'boolean',
      BM: oneOf('name', NAMES),
      SMask: oneOf(kind('SoftMask'), 'name'),
      CA: 'number',
      ca: 'number',
      AIS: 'boolean',
      TK: 'boolean',
      UseBlackPtComp: 'name',
    },
  },
  SoftMask: {
    keys: { Type: 'name', S: 'name', G: kind('Form'), BC: NUMBERS, TR: FUNCTIONS },
  },
  // Colour spaces are arrays or names; read by rebuild-colour.ts, not by keys.
  ColorSpace: { keys: {} },
  CalibratedSpace: {
    keys: {
      WhitePoint: NUMBERS,
      BlackPoint: NUMBERS,
      Gamma: oneOf('number', NUMBERS),
      Matrix: NUMBERS,
      Range: NUMBERS,
    },
  },
  DeviceNAttributes: {
    keys: {
      Subtype: 'name',
      Colorants: mapOf(kind('ColorSpace')),
      Process: kind('DeviceNProcess'),
      MixingHints: 'plain',
    },
  },
  DeviceNProcess: { keys: { ColorSpace: kind('ColorSpace'), Components: NAMES } },
  IndexedLookup: {
    keys: { Length: 'integer', Filter: 'plain', DecodeParms: 'plain' },
    stream: 'samples',
  },
  Function: {
    keys: {},
    refine: (get) => {
      const type = get('FunctionType');
      if (type === '0') return 'SampledFunction';
      if (type === '2') return 'ExponentialFunction';
      if (type === '3') return 'StitchingFunction';
      if (type === '4') return 'CalculatorFunction';
      return false;
    },
  },
  SampledFunction: {
    keys: {
      FunctionType: 'integer',
      Domain: NUMBERS,
      Range: NUMBERS,
      Size: NUMBERS,
      BitsPerSample: 'integer',
      Order: 'integer',
      Encode: NUMBERS,
      Decode: NUMBERS,
      Length: 'integer',
      Filter: 'plain',
      DecodeParms: 'plain',
    },
    stream: 'samples',
  },
  ExponentialFunction: {
    keys: {
      FunctionType: 'integer',
      Domain: NUMBERS,
      Range: NUMBERS,
      C0: NUMBERS,
      C1: NUMBERS,
      N: 'number',
    },
  },
  StitchingFunction: {
    keys: {
      FunctionType: 'integer',
      Domain: NUMBERS,
      Range: NUMBERS,
      Functions: arrayOf(kind('Function')),
      Bounds: NUMBERS,
      Encode: NUMBERS,
    },
  },
  CalculatorFunction: {
    keys: {
      FunctionType: 'integer',
      Domain: NUMBERS,
      Range: NUMBERS,
      Length: 'integer',
      Filter: 'plain',
      DecodeParms: 'plain',
    },
    stream: 'calculator',
  },
  Pattern: {
    keys: {},
    refine: (get) =>
      get('PatternType') === '1'
        ? 'TilingPattern'
        : get('PatternType') === '2'
          ? 'ShadingPattern'
          : false,
  },
  TilingPattern: {
    keys: {
      Type: 'name',
      PatternType: 'integer',
      PaintType: 'integer',
      TilingType: 'integer',
      BBox: RECT,
      XStep: 'number',
      YStep: 'number',
      Resources: kind('Resources'),
      Matrix: MATRIX,
      Length: 'integer',
      Filter: 'plain',
      DecodeParms: 'plain',
    },
    stream: 'content',
  },
  ShadingPattern: {
    keys: {
      Type: 'name',
      PatternType: 'integer',
      Shading: kind('Shading'),
      Matrix: MATRIX,
      ExtGState: kind('ExtGState'),
    },
  },
  Shading: {
    keys: {
      ShadingType: 'integer',
      ColorSpace: kind('ColorSpace'),
      Background: NUMBERS,
      BBox: RECT,
      AntiAlias: 'boolean',
      Domain: NUMBERS,
      Matrix: MATRIX,
      Function: FUNCTIONS,
      Coords: NUMBERS,
      Extend: arrayOf('boolean'),
    },
    // Types 4 to 7 are meshes: streams of coordinates and colours.
    refine: (get) => (Number(get('ShadingType')) >= 4 ? 'MeshShading' : null),
  },
  MeshShading: {
    keys: {
      ShadingType: 'integer',
      ColorSpace: kind('ColorSpace'),
      Background: NUMBERS,
      BBox: RECT,
      AntiAlias: 'boolean',
      Function: FUNCTIONS,
      BitsPerCoordinate: 'integer',
      BitsPerComponent: 'integer',
      BitsPerFlag: 'integer',
      Decode: NUMBERS,
      VerticesPerRow: 'integer',
      Length: 'integer',
      Filter: 'plain',
      DecodeParms: 'plain',
    },
    stream: 'samples',
  },
  PropertyList: {
    keys: {},
    refine: (get) =>
      get('Type') === 'OCG' ? 'OCG' : get('Type') === 'OCMD' ? 'OCMD' : 'MarkedContentProperties',
  },
  /** What the rebuilt content keeps of a marked-content property list: no text. */
  MarkedContentProperties: {
    keys: { MCID: 'integer', Type: 'name', Subtype: 'name', BBox: RECT, Attached: NAMES },
  },

  // Annotations (12.5).
  Annotation: {
    keys: ANNOTATION_COMMON,
    refine: (get) => {
      const subtype = get('Subtype');
      if (subtype !== null && DROPPED_ANNOTATIONS.has(subtype)) return false;
      if (subtype === 'Popup') return 'Popup';
      return subtype === 'Widget' ? 'Widget' : null;
    },
  },
  Popup: { keys: { ...ANNOTATION_COMMON, Parent: backTo('Annotation') } },
  Widget: { keys: { ...ANNOTATION_COMMON, ...FIELD_KEYS } },
  Appearance: {
    keys: {
      N: oneOf(kind('Form'), mapOf(kind('Form'))),
      R: oneOf(kind('Form'), mapOf(kind('Form'))),
      D: oneOf(kind('Form'), mapOf(kind('Form'))),
    },
  },
  /** A widget's look: the caption and icon drawn; rollover and alternate ones are never seen. */
  AppearanceCharacteristics: {
    keys: {
      R: 'integer',
      BC: NUMBERS,
      BG: NUMBERS,
      CA: 'text',
      I: kind('Form'),
      IF: 'plain',
      TP: 'integer',
    },
  },
  Action: {
    keys: {
      Type: 'name',
      S: 'name',
      D: DESTINATION,
      URI: 'text',
      IsMap: 'boolean',
      N: 'name',
      State: arrayOf(oneOf('name', kind('OCG'))),
      PreserveRB: 'boolean',
      Next: oneOf(kind('Action'), arrayOf(kind('Action'))),
    },
    refine: (get) => (KEPT_ACTIONS.has(get('S') ?? '') ? null : false),
  },
  /** [page /XYZ left top zoom] and the other forms: the page by reference, then numbers. */
  DestinationArray: { keys: {} },
  DestinationDictionary: { keys: { D: kind('DestinationArray') } },

  // Navigation (12.3).
  Outlines: {
    keys: {
      Type: 'name',
      First: kind('OutlineItem'),
      Last: backTo('OutlineItem'),
      Count: 'integer',
    },
  },
  OutlineItem: {
    keys: {
      Title: 'text',
      Parent: backTo('OutlineParent'),
      Prev: backTo('OutlineItem'),
      Next: kind('OutlineItem'),
      First: kind('OutlineItem'),
      Last: backTo('OutlineItem'),
      Count: 'integer',
      Dest: DESTINATION,
      A: kind('Action'),
      C: NUMBERS,
      F: 'integer',
    },
  },
  NameDictionary: { keys: { Dests: kind('DestinationNameTree') } },
  DestinationNameTree: {
    keys: {
      Kids: arrayOf(kind('DestinationNameTree')),
      Names: { pairs: oneOf(kind('DestinationArray'), kind('DestinationDictionary')) },
      Limits: arrayOf('text'),
    },
  },
  PageLabelTree: {
    keys: {
      Kids: arrayOf(kind('PageLabelTree')),
      Nums: { numbered: kind('PageLabel') },
      Limits: NUMBERS,
    },
  },
  /** A page label's numbering; its prefix is text no page draws, and goes. */
  PageLabel: { keys: { Type: 'name', S: 'name', St: 'integer' } },
  ViewerPreferences: {
    keys: {
      HideToolbar: 'boolean',
      HideMenubar: 'boolean',
      HideWindowUI: 'boolean',
      FitWindow: 'boolean',
      CenterWindow: 'boolean',
      DisplayDocTitle: 'boolean',
      NonFullScreenPageMode: 'name',
      Direction: 'name',
      ViewArea: 'name',
      ViewClip: 'name',
      PrintArea: 'name',
      PrintClip: 'name',
      PrintScaling: 'name',
      Duplex: 'name',
      PickTrayByPDFSize: 'boolean',
      PrintPageRange: NUMBERS,
      NumCopies: 'integer',
    },
  },

  // Forms (12.7).
  AcroForm: {
    keys: {
      Fields: arrayOf(kind('Field')),
      NeedAppearances: 'boolean',
      CO: arrayOf(backTo('Field')),
      DR: kind('FormResources'),
      DA: 'text',
      Q: 'integer',
    },
  },
  /** A form's default resources: the fonts its fields' DA strings name, under their own names. */
  FormResources: { keys: { Font: mapOf(kind('Font')) } },
  Field: {
    keys: FIELD_KEYS,
    refine: (get) => {
      // A damaged form's /Parent can point at a page or a drawing: no field.
      if (get('Type') !== null && get('Type') !== 'Annot') return false;
      return get('Subtype') === 'Widget' ? 'Widget' : null;
    },
  },

  // Structure (14.7).
  StructTreeRoot: {
    keys: {
      Type: 'name',
      K: oneOf(kind('StructElem'), arrayOf(kind('StructElem'))),
      ParentTree: kind('ParentTree'),
      ParentTreeNextKey: 'integer',
      RoleMap: mapOf('name'),
      ClassMap: mapOf(oneOf(kind('Attributes'), arrayOf(kind('Attributes')))),
    },
  },
  ParentTree: {
    keys: {
      Kids: arrayOf(kind('ParentTree')),
      Nums: { numbered: oneOf(backTo('StructElem'), { slots: backTo('StructElem') }) },
      Limits: NUMBERS,
    },
  },
  StructElem: {
    keys: {
      Type: 'name',
      S: 'name',
      P: backTo('StructParent'),
      ID: 'data',
      Pg: backTo('Page'),
      K: oneOf('integer', kind('StructKid'), arrayOf(oneOf('integer', kind('StructKid')))),
      A: oneOf(kind('Attributes'), arrayOf(oneOf(kind('Attributes'), 'integer'))),
      C: oneOf('name', arrayOf(oneOf('name', 'integer'))),
      R: 'integer',
      T: 'text',
      Lang: 'text',
      Alt: 'text',
      E: 'text',
      ActualText: 'text',
    },
  },
  /** A structure element's kid: an element, marked content on another page or an object. */
  StructKid: {
    keys: {},
    refine: (get) =>
      get('Type') === 'MCR'
        ? 'MarkedContentReference'
        : get('Type') === 'OBJR'
          ? 'ObjectReference'
          : 'StructElem',
  },
  MarkedContentReference: {
    keys: { Type: 'name', Pg: backTo('Page'), Stm: backTo('Form'), MCID: 'integer' },
  },
  /** A structure element's object: kept only while the object itself is kept. */
  ObjectReference: {
    keys: { Type: 'name', Pg: backTo('Page'), Obj: backTo('StructObject') },
  },
  /** Attributes: an owner and numbers, names and booleans (no text). */
  Attributes: { keys: {} },

  // Optional content (8.11).
  OCProperties: {
    keys: { OCGs: arrayOf(kind('OCG')), D: kind('OCConfig'), Configs: arrayOf(kind('OCConfig')) },
  },
  OCG: {
    keys: { Type: 'name', Name: 'text', Intent: oneOf('name', NAMES), Usage: kind('OCUsage') },
    refine: (get) => (get('Type') === 'OCMD' ? 'OCMD' : null),
  },
  /** When a layer shows (on screen, in print, in export, by zoom): states, not text. */
  OCUsage: {
    keys: { View: 'plain', Print: 'plain', Export: 'plain', Zoom: 'plain', PageElement: 'plain' },
  },
  /** Which layers' usage applies on an event (view, print, export). */
  OCUsageApplication: {
    keys: { Event: 'name', OCGs: arrayOf(backTo('OCG')), Category: NAMES },
  },
  OCMD: {
    keys: {
      Type: 'name',
      OCGs: oneOf(kind('OCG'), arrayOf(kind('OCG'))),
      P: 'name',
      VE: nested(oneOf('name', backTo('OCG'))),
    },
    refine: (get) => (get('Type') === 'OCG' ? 'OCG' : null),
  },
  OCConfig: {
    keys: {
      Name: 'text',
      BaseState: 'name',
      ON: arrayOf(backTo('OCG')),
      OFF: arrayOf(backTo('OCG')),
      Intent: oneOf('name', NAMES),
      AS: arrayOf(kind('OCUsageApplication')),
      Order: nested(oneOf(backTo('OCG'), 'text')),
      ListMode: 'name',
      RBGroups: nested(backTo('OCG')),
      Locked: arrayOf(backTo('OCG')),
    },
  },
};
