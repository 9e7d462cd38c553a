import type { Span } from '../span';
import { gazetteerFlag } from './gazetteer';
import { getNerTagger } from './model-loader';

const FIRST_NAME = gazetteerFlag('firstNames');

/**
 * Names of programming languages, frameworks, tools, platforms and the companies that make them,
 * as CVs and job descriptions list skills ("Docker, Kubernetes", "Git, GitHub, GitLab, Jenkins",
 * "Yandex Cloud"). The tagger reads capitalised words in a list as people; several of these are
 * surnames or words as well ("Jenkins", "Kafka", "Swift"), so a span is only taken for tools
 * when the line names other tools too. General knowledge of the field, not words of a corpus.
 */
const TOOLS = new Set(
  `
  python java javascript typescript kotlin swift scala golang go rust ruby php perl haskell erlang
  elixir clojure dart lua matlab fortran cobol pascal delphi bash powershell sql nosql graphql html
  html5 css css3 sass latex markdown vhdl verilog solidity c++ c# f# objective-c
  react reactjs angular angularjs vue vuejs svelte next.js nextjs node node.js nodejs express
  django flask fastapi spring hibernate rails laravel symfony .net asp.net qt flutter xamarin
  electron jquery bootstrap tailwind tensorflow pytorch keras pandas numpy scipy spark hadoop
  unity unreal opencv scikit-learn
  docker compose kubernetes k8s helm terraform ansible puppet jenkins gitlab github git bitbucket
  jira confluence trello slack kafka rabbitmq redis postgresql postgres mysql mariadb mongodb
  cassandra elasticsearch kibana grafana prometheus jaeger nginx apache tomcat linux ubuntu
  debian centos windows macos android ios arduino raspberry figma photoshop illustrator indesign
  autocad solidworks excel powerpoint outlook sap salesforce tableau quartus proteus webpack vite
  babel maven gradle npm yarn selenium cypress jest junit postman swagger firebase heroku vercel
  netlify openshift cloudflare digitalocean aws azure gcp google yandex microsoft amazon oracle
  ibm cloud framework prime studio server sdk api rest microservices devops ci/cd
`
    .trim()
    .split(/\s+/u),
);

/** Words for who works with a tool, as job titles put them after it ("Java Developer"). */
const JOB_WORDS = new Set(
  `
  developer developers engineer engineers programmer architect administrator admin analyst
  consultant specialist expert lead intern trainee tester designer
  utvikler utviklar utviklere ingeniør konsulent arkitekt rådgiver spesialist
  utvecklare konsult arkitekt udvikler
  entwickler entwicklerin ingenieur berater beraterin
  ontwikkelaar
  développeur développeuse ingénieur consultante
  desarrollador desarrolladora desenvolvedor desenvolvedora programador programadora ingeniero
  sviluppatore
  geliştirici mühendis uzman
  programista
`
    .trim()
    .split(/\s+/u),
);

const isJobWord = (word: string) => JOB_WORDS.has(word.toLowerCase().replace(/[.,;:]+$/u, ''));

/** A skill list's words: letters, digits and the marks tool names carry (C#, Node.js, CI/CD). */
const WORD = /[\p{L}\p{N}][\p{L}\p{N}.#+/-]*/gu;

const isTool = (word: string) => TOOLS.has(word.toLowerCase().replace(/[.,;:]+$/u, ''));

/** A page that names this many different tools lists skills: a tool name on it is one alone too. */
const SKILLS_PAGE = 5;

/** The different tools a text names, in lower case. */
function toolsIn(text: string): Set<string> {
  return new Set((text.match(WORD) ?? []).filter(isTool).map((word) => word.toLowerCase()));
}

/**
 * Whether a name the tagger found is a job with a tool ("Java Developer"), or is made of tool
 * names only, not led by a given name, on a line
 * that names at least one other tool, or on a page that names five or more (a CV's or a job
 * description's: "a Java developer" in its summary): a skill, not a person.
 */
export function namesTools(
  text: string,
  span: Span,
  pageTools: () => number = () => toolsIn(text).size,
): boolean {
  const words = span.text.match(WORD) ?? [];
  // "Java Geliştirici", "Senior Python Developer": a job, not a person.
  if (words.some(isTool) && words.some(isJobWord)) {
    return words.every(
      (word) => isTool(word) || isJobWord(word) || /^(?:senior|junior)$/iu.test(word),
    );
  }
  if (words.length === 0 || !words.every(isTool)) return false;
  // A given name before it makes a person of it ("Ruby Jenkins").
  const gazetteer = getNerTagger().gazetteer;
  if (words.length >= 2 && gazetteer.wordFlags(words[0]!.toLowerCase()) & FIRST_NAME) return false;
  const lineStart = text.lastIndexOf('\n', span.start - 1) + 1;
  const lineEnd = text.indexOf('\n', span.end);
  const line = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd);
  return toolsIn(line).size >= 2 || pageTools() >= SKILLS_PAGE;
}

/** How many different tools `text` names, counted once when first asked. */
export function toolCount(text: string): () => number {
  let count: number | undefined;
  return () => (count ??= toolsIn(text).size);
}
