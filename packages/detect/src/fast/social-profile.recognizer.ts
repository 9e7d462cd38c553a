import { compileContext } from './context-enhancer';
import type { Candidate, Recognizer, ScanInput } from './recognizer';
import { trimUrlEnd } from './url.recognizer';

/**
 * A person's page on a social or professional network, as a CV, a letter's signature or a
 * complaint gives it: "linkedin.com/in/kari-nordmann", "github.com/knordmann",
 * "https://x.com/kari_n", "instagram.com/kari.n", "orcid.org/0000-0002-1825-0097", a user's
 * pages "kari.github.io". Only a
 * profile's own address counts (one name after the host, or the network's profile path): a
 * repository, a post or a company page names no one's profile.
 */
const PROFILE_URL = new RegExp(
  String.raw`(?<![\p{L}\p{N}@._/-])(?:https?:\/\/)?(?:(?:www|[a-z]{2,3})\.)?(?:` +
    [
      String.raw`linkedin\.com\/(?:in|pub)\/[\p{L}\p{N}%_-]+`,
      String.raw`(?:github|gitlab|codeberg)\.(?:com|org)\/[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})`,
      String.raw`(?:twitter|x|instagram|facebook|fb|threads|tiktok|snapchat|pinterest|behance|dribbble|soundcloud|twitch|vk|flickr)\.(?:com|net|tv)\/@?[A-Za-z0-9_.](?:[A-Za-z0-9_.-]{0,38})`,
      String.raw`(?:youtube\.com\/(?:@|c\/|user\/|channel\/)|medium\.com\/@|t\.me\/|keybase\.io\/|about\.me\/|bsky\.app\/profile\/|xing\.com\/profile\/)[\p{L}\p{N}_.-]+`,
      String.raw`stackoverflow\.com\/users\/\d+(?:\/[\p{L}\p{N}_-]+)?|orcid\.org\/\d{4}-\d{4}-\d{4}-\d{3}[\dX]|scholar\.google\.[a-z.]+\/citations\?user=[\w-]+`,
      // A user's own pages on hosts that name them: "kari.github.io", "knordmann.gitlab.io".
      String.raw`[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\.(?:github|gitlab|codeberg)\.(?:io|page)`,
    ].join('|') +
    String.raw`)\/?(?![\p{L}\p{N}_\/-])`,
  'giu',
);
/** The networks' paths that are no profile: "x.com/home", "facebook.com/groups", "github.com/features". */
const NOT_A_PROFILE =
  /\.(?:com|org|net|tv)\/(?:home|search|explore|login|signup|share|sharer|intent|hashtag|groups|pages|events|watch|features|about|pricing|topics|orgs|settings|privacy|terms|help|policies|legal|company|school|jobs)\/?$/iu;

/**
 * "@kari_n", "@kari-n", "@kari@mastodon.social": a handle standing alone, not an e-mail's part.
 */
const HANDLE =
  /(?<![\p{L}\p{N}_.@/-])@[A-Za-z0-9_](?:[A-Za-z0-9_.-]{0,28}[A-Za-z0-9_])?(?:@[a-z0-9-]+(?:\.[a-z0-9-]+)+)?(?![\p{L}\p{N}_@-]|\.[A-Za-z0-9])/gu;

/**
 * "GitHub: knordmann", "Twitter - @kari_n", "Github:// deedy" (a template's mock scheme): a
 * network's name as the label of a user name.
 */
const LABELLED =
  /(?<![\p{L}\p{N}])(?:linked[ -]?in|github|gitlab|twitter|instagram|facebook|telegram|tiktok|mastodon|skype|discord|snapchat|threads|bluesky|signal|wechat|line id|kakaotalk|xing|researchgate|behance|dribbble|kaggle|leetcode|hackerrank|codepen|stack[ -]?overflow|reddit|youtube|twitch|vk|weibo)[ \t\u00a0]*[:：](?:\/\/)?[ \t\u00a0]*(@?[\p{L}\p{N}_][\p{L}\p{N}_.-]{1,39})(?![\p{L}\p{N}_@/-]|\.[\p{L}\p{N}])/giu;

/**
 * "GITHUB-SQUARE posquit0", "| LINKEDIN posquit0": an icon font's glyph read by its name, in
 * capitals, before a user name that ends its contact item, among contact items: an e-mail
 * address within NEAR_CONTACT characters. Prose writes the network's name otherwise ("GitHub").
 */
const ICON_NAMED =
  /(?<=^|[|·•][ \t\u00a0]*)(?:LINKEDIN|GITHUB|GITLAB|TWITTER|X-TWITTER|INSTAGRAM|FACEBOOK|TELEGRAM|TIKTOK|MASTODON|SKYPE|DISCORD|STACK-OVERFLOW|ORCID|MEDIUM|YOUTUBE)(?:-(?:SQUARE|ALT|IN|F|CIRCLE|PLANE|BRAND))*[ \t\u00a0]+(@?[\p{L}\p{N}_][\p{L}\p{N}_.-]{1,39})(?=[ \t\u00a0]*(?:$|[|·•]))/gmu;

const NEAR_CONTACT = 300;
const MAILBOX = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+\.[\p{L}\p{N}.-]+/u;

const PROFILE_SCORE = 0.95;
const LABELLED_SCORE = 0.85;
/** A handle alone: likely a person's, but "@media" or a mention of a company is possible. */
const HANDLE_SCORE = 0.6;

function find(input: ScanInput): Candidate[] {
  const { text } = input;
  const found: Candidate[] = [];
  for (const match of text.matchAll(PROFILE_URL)) {
    const end = match.index + trimUrlEnd(match[0]);
    if (NOT_A_PROFILE.test(text.slice(match.index, end))) continue;
    found.push({ start: match.index, end, score: PROFILE_SCORE });
  }
  const amongContacts = (match: RegExpMatchArray) =>
    MAILBOX.test(text.slice(Math.max(0, match.index! - NEAR_CONTACT), match.index! + NEAR_CONTACT));
  const iconNamed = [...text.matchAll(ICON_NAMED)].filter(amongContacts);
  for (const match of [...text.matchAll(LABELLED), ...iconNamed]) {
    const value = match[1]!;
    const start = match.index + match[0].length - value.length;
    found.push({ start, end: start + value.length, score: LABELLED_SCORE });
  }
  for (const match of text.matchAll(HANDLE)) {
    // A handle of digits only is a count or a price ("@5"), not a person.
    if (/^@\d+$/.test(match[0])) continue;
    found.push({ start: match.index, end: match.index + match[0].length, score: HANDLE_SCORE });
  }
  return found;
}

/** A person's profile on a social or professional network: its address or handle. */
export const socialProfileRecognizer: Recognizer = {
  entity: 'SOCIAL_PROFILE',
  context: compileContext(`
    linkedin github gitlab twitter instagram facebook telegram tiktok mastodon profil profile
    profile-side profilside følg follow folgen suivez social sosiale handle brukernavn`),
  find,
};
