/**
 * The simple fonts' encodings a PDF reader maps codes to glyph names by (PDF 32000 annex D),
 * and the Macintosh glyph order TrueType's post and (1,0) cmap tables index, as packed in
 * pdf.js's encodings.js and fonts.js (Apache-2.0, Mozilla; docs/THIRD-PARTY.md). A dash is a
 * code the encoding leaves unnamed.
 */

/** The names from code `from` on; the codes below it name no glyph. */
function unpack(packed: string, from: number): readonly string[] {
  const names: string[] = new Array<string>(from).fill('');
  for (const name of packed.split(' ')) names.push(name === '-' ? '' : name);
  return names;
}

export const STANDARD_ENCODING = unpack(
  'space exclam quotedbl numbersign dollar percent ampersand quoteright parenleft parenright ' +
    'asterisk plus comma hyphen period slash zero one two three four five six seven eight nine ' +
    'colon semicolon less equal greater question at A B C D E F G H I J K L M N O P Q R S T U V W ' +
    'X Y Z bracketleft backslash bracketright asciicircum underscore quoteleft a b c d e f g h i ' +
    'j k l m n o p q r s t u v w x y z braceleft bar braceright asciitilde - - - - - - - - - - - ' +
    '- - - - - - - - - - - - - - - - - - - - - - - exclamdown cent sterling fraction yen florin ' +
    'section currency quotesingle quotedblleft guillemotleft guilsinglleft guilsinglright fi fl - ' +
    'endash dagger daggerdbl periodcentered - paragraph bullet quotesinglbase quotedblbase ' +
    'quotedblright guillemotright ellipsis perthousand - questiondown - grave acute circumflex ' +
    'tilde macron breve dotaccent dieresis - ring cedilla - hungarumlaut ogonek caron emdash - - ' +
    '- - - - - - - - - - - - - - AE - ordfeminine - - - - Lslash Oslash OE ordmasculine - - - - - ' +
    'ae - - - dotlessi - - lslash oslash oe germandbls - - - -',
  32,
);

export const WIN_ANSI_ENCODING = unpack(
  'space exclam quotedbl numbersign dollar percent ampersand quotesingle parenleft parenright ' +
    'asterisk plus comma hyphen period slash zero one two three four five six seven eight nine ' +
    'colon semicolon less equal greater question at A B C D E F G H I J K L M N O P Q R S T U V W ' +
    'X Y Z bracketleft backslash bracketright asciicircum underscore grave a b c d e f g h i j k ' +
    'l m n o p q r s t u v w x y z braceleft bar braceright asciitilde bullet Euro bullet ' +
    'quotesinglbase florin quotedblbase ellipsis dagger daggerdbl circumflex perthousand Scaron ' +
    'guilsinglleft OE bullet Zcaron bullet bullet quoteleft quoteright quotedblleft quotedblright ' +
    'bullet endash emdash tilde trademark scaron guilsinglright oe bullet zcaron Ydieresis space ' +
    'exclamdown cent sterling currency yen brokenbar section dieresis copyright ordfeminine ' +
    'guillemotleft logicalnot hyphen registered macron degree plusminus twosuperior threesuperior ' +
    'acute mu paragraph periodcentered cedilla onesuperior ordmasculine guillemotright onequarter ' +
    'onehalf threequarters questiondown Agrave Aacute Acircumflex Atilde Adieresis Aring AE ' +
    'Ccedilla Egrave Eacute Ecircumflex Edieresis Igrave Iacute Icircumflex Idieresis Eth Ntilde ' +
    'Ograve Oacute Ocircumflex Otilde Odieresis multiply Oslash Ugrave Uacute Ucircumflex ' +
    'Udieresis Yacute Thorn germandbls agrave aacute acircumflex atilde adieresis aring ae ' +
    'ccedilla egrave eacute ecircumflex edieresis igrave iacute icircumflex idieresis eth ntilde ' +
    'ograve oacute ocircumflex otilde odieresis divide oslash ugrave uacute ucircumflex udieresis ' +
    'yacute thorn ydieresis',
  32,
);

export const MAC_ROMAN_ENCODING = unpack(
  'space exclam quotedbl numbersign dollar percent ampersand quotesingle parenleft parenright ' +
    'asterisk plus comma hyphen period slash zero one two three four five six seven eight nine ' +
    'colon semicolon less equal greater question at A B C D E F G H I J K L M N O P Q R S T U V W ' +
    'X Y Z bracketleft backslash bracketright asciicircum underscore grave a b c d e f g h i j k ' +
    'l m n o p q r s t u v w x y z braceleft bar braceright asciitilde - Adieresis Aring Ccedilla ' +
    'Eacute Ntilde Odieresis Udieresis aacute agrave acircumflex adieresis atilde aring ccedilla ' +
    'eacute egrave ecircumflex edieresis iacute igrave icircumflex idieresis ntilde oacute ograve ' +
    'ocircumflex odieresis otilde uacute ugrave ucircumflex udieresis dagger degree cent sterling ' +
    'section bullet paragraph germandbls registered copyright trademark acute dieresis notequal ' +
    'AE Oslash infinity plusminus lessequal greaterequal yen mu partialdiff summation product pi ' +
    'integral ordfeminine ordmasculine Omega ae oslash questiondown exclamdown logicalnot radical ' +
    'florin approxequal Delta guillemotleft guillemotright ellipsis space Agrave Atilde Otilde OE ' +
    'oe endash emdash quotedblleft quotedblright quoteleft quoteright divide lozenge ydieresis ' +
    'Ydieresis fraction currency guilsinglleft guilsinglright fi fl daggerdbl periodcentered ' +
    'quotesinglbase quotedblbase perthousand Acircumflex Ecircumflex Aacute Edieresis Egrave ' +
    'Iacute Icircumflex Idieresis Igrave Oacute Ocircumflex apple Ograve Uacute Ucircumflex ' +
    'Ugrave dotlessi circumflex tilde macron breve dotaccent ring cedilla hungarumlaut ogonek ' +
    'caron',
  32,
);

export const EXPERT_ENCODING = unpack(
  'space exclamsmall Hungarumlautsmall - dollaroldstyle dollarsuperior ampersandsmall ' +
    'Acutesmall parenleftsuperior parenrightsuperior twodotenleader onedotenleader comma hyphen ' +
    'period fraction zerooldstyle oneoldstyle twooldstyle threeoldstyle fouroldstyle fiveoldstyle ' +
    'sixoldstyle sevenoldstyle eightoldstyle nineoldstyle colon semicolon commasuperior ' +
    'threequartersemdash periodsuperior questionsmall - asuperior bsuperior centsuperior ' +
    'dsuperior esuperior - - - isuperior - - lsuperior msuperior nsuperior osuperior - - ' +
    'rsuperior ssuperior tsuperior - ff fi fl ffi ffl parenleftinferior - parenrightinferior ' +
    'Circumflexsmall hyphensuperior Gravesmall Asmall Bsmall Csmall Dsmall Esmall Fsmall Gsmall ' +
    'Hsmall Ismall Jsmall Ksmall Lsmall Msmall Nsmall Osmall Psmall Qsmall Rsmall Ssmall Tsmall ' +
    'Usmall Vsmall Wsmall Xsmall Ysmall Zsmall colonmonetary onefitted rupiah Tildesmall - - - - ' +
    '- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - exclamdownsmall centoldstyle ' +
    'Lslashsmall - - Scaronsmall Zcaronsmall Dieresissmall Brevesmall Caronsmall - Dotaccentsmall ' +
    '- - Macronsmall - - figuredash hypheninferior - - Ogoneksmall Ringsmall Cedillasmall - - - ' +
    'onequarter onehalf threequarters questiondownsmall oneeighth threeeighths fiveeighths ' +
    'seveneighths onethird twothirds - - zerosuperior onesuperior twosuperior threesuperior ' +
    'foursuperior fivesuperior sixsuperior sevensuperior eightsuperior ninesuperior zeroinferior ' +
    'oneinferior twoinferior threeinferior fourinferior fiveinferior sixinferior seveninferior ' +
    'eightinferior nineinferior centinferior dollarinferior periodinferior commainferior ' +
    'Agravesmall Aacutesmall Acircumflexsmall Atildesmall Adieresissmall Aringsmall AEsmall ' +
    'Ccedillasmall Egravesmall Eacutesmall Ecircumflexsmall Edieresissmall Igravesmall ' +
    'Iacutesmall Icircumflexsmall Idieresissmall Ethsmall Ntildesmall Ogravesmall Oacutesmall ' +
    'Ocircumflexsmall Otildesmall Odieresissmall OEsmall Oslashsmall Ugravesmall Uacutesmall ' +
    'Ucircumflexsmall Udieresissmall Yacutesmall Thornsmall Ydieresissmall',
  32,
);

/** The 258 standard Macintosh glyph names, by their index in a post table or (1,0) cmap. */
export const MAC_GLYPH_ORDER = unpack(
  '.notdef .null nonmarkingreturn space exclam quotedbl numbersign dollar percent ampersand ' +
    'quotesingle parenleft parenright asterisk plus comma hyphen period slash zero one two three ' +
    'four five six seven eight nine colon semicolon less equal greater question at A B C D E F G ' +
    'H I J K L M N O P Q R S T U V W X Y Z bracketleft backslash bracketright asciicircum ' +
    'underscore grave a b c d e f g h i j k l m n o p q r s t u v w x y z braceleft bar ' +
    'braceright asciitilde Adieresis Aring Ccedilla Eacute Ntilde Odieresis Udieresis aacute ' +
    'agrave acircumflex adieresis atilde aring ccedilla eacute egrave ecircumflex edieresis ' +
    'iacute igrave icircumflex idieresis ntilde oacute ograve ocircumflex odieresis otilde uacute ' +
    'ugrave ucircumflex udieresis dagger degree cent sterling section bullet paragraph germandbls ' +
    'registered copyright trademark acute dieresis notequal AE Oslash infinity plusminus ' +
    'lessequal greaterequal yen mu partialdiff summation product pi integral ordfeminine ' +
    'ordmasculine Omega ae oslash questiondown exclamdown logicalnot radical florin approxequal ' +
    'Delta guillemotleft guillemotright ellipsis nonbreakingspace Agrave Atilde Otilde OE oe ' +
    'endash emdash quotedblleft quotedblright quoteleft quoteright divide lozenge ydieresis ' +
    'Ydieresis fraction currency guilsinglleft guilsinglright fi fl daggerdbl periodcentered ' +
    'quotesinglbase quotedblbase perthousand Acircumflex Ecircumflex Aacute Edieresis Egrave ' +
    'Iacute Icircumflex Idieresis Igrave Oacute Ocircumflex apple Ograve Uacute Ucircumflex ' +
    'Ugrave dotlessi circumflex tilde macron breve dotaccent ring cedilla hungarumlaut ogonek ' +
    'caron Lslash lslash Scaron scaron Zcaron zcaron brokenbar Eth eth Yacute yacute Thorn thorn ' +
    'minus multiply onesuperior twosuperior threesuperior onehalf onequarter threequarters franc ' +
    'Gbreve gbreve Idotaccent Scedilla scedilla Cacute cacute Ccaron ccaron dcroat',
  0,
);
