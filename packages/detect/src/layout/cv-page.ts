import type { Block } from './page-blocks';

/**
 * The section headings of a CV in the languages users and their documents write: a line of its
 * own that says only "Experience", "Utdanning", "Berufserfahrung", "Formación académica",
 * "工作经历"… Collected from CV templates and the headings job sites suggest, not from the corpus.
 */
const HEADINGS = new Set(
  [
    // English
    'summary|profile|professional summary|about me|objective|career objective|experience|work experience',
    'professional experience|employment|employment history|work history|education|skills',
    'technical skills|key skills|core competencies|projects|languages|certifications|certificates',
    'awards|honors|honours|publications|interests|hobbies|references|volunteering|volunteer work',
    'personal information|personal details|contact|contact information|training|courses',
    // Norwegian, Swedish, Danish
    'arbeidserfaring|yrkeserfaring|erfaring|utdanning|utdaning|ferdigheter|kompetanse|språk',
    'prosjekter|kurs|referanser|personalia|om meg|sertifiseringer|verv|arbetslivserfarenhet',
    'erfarenhet|utbildning|färdigheter|kompetenser|projekt|referenser|om mig|erhvervserfaring',
    'uddannelse|kompetencer|sprog|kvalifikationer',
    // German, Dutch
    'berufserfahrung|berufliche erfahrung|berufspraxis|ausbildung|bildungsweg|schulbildung|studium',
    'kenntnisse|fähigkeiten|sprachkenntnisse|sprachen|projekte|persönliche daten|lebenslauf',
    'werkervaring|werkervaringen|opleiding|opleidingen|vaardigheden|talen|projecten',
    'persoonlijke gegevens|profiel',
    // French, Spanish, Portuguese, Italian
    'expérience|expériences|expérience professionnelle|expériences professionnelles|formation',
    "formations|compétences|langues|projets|loisirs|centres d’intérêt|centres d'intérêt",
    'experiencia|experiencia laboral|experiencia profesional|formación|formación académica',
    'educación|habilidades|idiomas|proyectos|datos personales|perfil|perfil profesional',
    'experiência|experiência profissional|formação|formação acadêmica|educação|competências',
    'projetos|objetivo|resumo|cursos|esperienza|esperienze|esperienza lavorativa',
    'esperienze lavorative|istruzione|formazione|competenze|lingue|progetti',
    // Polish, Czech, Finnish, Turkish, Russian
    'doświadczenie|doświadczenie zawodowe|wykształcenie|umiejętności|języki|projekty',
    'pracovní zkušenosti|zkušenosti|vzdělání|dovednosti|jazyky|työkokemus|koulutus|taidot|kielitaito',
    'projektit|iş deneyimi|deneyim|eğitim|yetenekler|beceriler|projeler|sertifikalar|hakkımda',
    'опыт работы|опыт|образование|навыки|проекты|языки|о себе|контакты',
    // Icelandic, Estonian, Latvian, Lithuanian, Hungarian, Greek, Romanian, Indonesian
    'starfsreynsla|reynsla|menntun|færni|hæfni|tungumál|tölvukunnátta|áhugamál|meðmælendur',
    'töökogemus|haridus|oskused|keeleoskus|isikuandmed|darba pieredze|izglītība|prasmes',
    'darbo patirtis|išsilavinimas|įgūdžiai|szakmai tapasztalat|tanulmányok|készségek',
    'επαγγελματική εμπειρία|εκπαίδευση|δεξιότητες|experiență profesională|educație|competențe',
    'pengalaman kerja|pengalaman|pendidikan|keahlian|keterampilan|riwayat pendidikan',
    // More Scandinavian, German, Dutch, French, Spanish, Portuguese and Finnish ones
    'yrkeserfarenhet|anställningar|kurser|intressen|sammanfattning|personlig information',
    'kontaktuppgifter|övrigt|personlige oplysninger|fritidsinteresser|erhverv|arbejdserfaring',
    'nøkkelkvalifikasjoner|kvalifikasjoner|personlige egenskaper|annen erfaring',
    'praktische erfahrung|beruflicher werdegang|werdegang|weiterbildung|edv-kenntnisse|interessen',
    'nevenactiviteiten|cursussen|competenties|compétences techniques|parcours professionnel',
    'parcours|centres d’intérêts|conocimientos|logros|referencias|experiencia académica',
    'habilidades técnicas|cursos e certificações|idiomas e certificações|henkilötiedot',
    'osaaminen|harrastukset|luottamustehtävät|kurssit|yhteystiedot',
    // Chinese, Japanese, Korean
    '教育背景|教育经历|工作经历|工作经验|项目经历|项目经验|实习经历|专业技能|个人技能|技能',
    '个人信息|自我评价|获奖经历|学习经历|实践经历|技能证书|荣誉奖项|学歴|職歴|資格|免許・資格|自己pr|경력|경력사항|학력|학력사항',
    '기술|기술 스택|프로젝트|자격증|수상|수상 경력|교육|자기소개',
  ]
    .join('|')
    .split('|'),
);

/**
 * Headings other documents print too ("Summary" of a statement, "Contact" of an invoice, "Kurs"
 * of a price list): they count towards a CV's only beside one of its own.
 */
const SHARED = new Set(
  'summary|profile|contact|contact information|personal information|personal details|objective|references|training|courses|kurs|cursos|resumo|perfil|objetivo|interests|awards|contact|kontakt|контакты|projects|projekt|projekte|projets|proyectos|projetos|progetti|projekty|prosjekter|projecten|projektit|projeler|проекты|languages|språk|sprog|sprachen|talen|langues|idiomas|lingue|języki|jazyky|языки|교육|技能|기술'.split(
    '|',
  ),
);

/** A page with this many different section headings of a CV is one. */
const CV_HEADINGS = 2;

/**
 * A CV's title on a line of its own: "Curriculum Vitae", "CV", "Resume", "Lebenslauf", "Hoja de
 * vida", "履歴書", "简历": the page says what it is.
 */
const TITLES = new Set(
  'curriculum vitae|curriculum vitæ|cv|c.v.|resume|résumé|lebenslauf|tabellarischer lebenslauf|levnadsbeskrivning|hoja de vida|currículum|currículo|ansøgning og cv|ansioluettelo|elulookirjeldus|ferilskrá|życiorys|özgeçmiş|резюме|履歴書|简历|個人簡歷|이력서'.split(
    '|',
  ),
);

/**
 * A line as a heading reads: compatibility forms folded (a Kangxi radical is its ideograph), in
 * lower case, no icon, bullet or number before it, no colon after, no space between ideographs.
 */
function headingOf(line: string): string {
  return line
    .normalize('NFKC')
    .toLocaleLowerCase('nb')
    .replace(/(?<=\p{Script=Han})\s+(?=\p{Script=Han})/gu, '')
    .replace(/^[^\p{L}]+/u, '')
    .replace(/[\s:：]+$/u, '')
    .replace(/\s+/g, ' ');
}

/**
 * Whether the page is a CV's: two or more lines that are its section headings and nothing else.
 * A CV is its holder's throughout: its head and its footer are theirs, whatever they print.
 */
export function isCvPage(blocks: readonly Block[]): boolean {
  const found = new Set<string>();
  for (const block of blocks) {
    for (const segment of block.segments) {
      const heading = headingOf(segment.text);
      if (TITLES.has(heading)) return true;
      if (HEADINGS.has(heading)) found.add(heading);
    }
  }
  return found.size >= CV_HEADINGS && [...found].some((heading) => !SHARED.has(heading));
}
