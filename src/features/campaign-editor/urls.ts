// The source URLs the editor accepts (spec 001 section 5) and the cleaning of a pasted list
// of profile URLs.

const PEOPLE_SEARCH_PREFIX = 'https://www.linkedin.com/search/results/people/';
const SALES_SEARCH_PREFIXES = [
  'https://www.linkedin.com/sales/search/people',
  'https://www.linkedin.com/sales/lists/people',
] as const;
const POST_PREFIXES = ['https://www.linkedin.com/posts/', 'https://www.linkedin.com/feed/update/'] as const;
const PROFILE_URL =
  /^https:\/\/(www\.)?linkedin\.com\/(in|sales\/lead|sales\/people)\/[^\s/?#]+\/?([?#]\S*)?$/i;

/** A sales navigator URL contains /sales/. */
export const isSalesNavigatorUrl = (url: string | undefined | null) => !!url && url.includes('/sales/');
export const isPeopleSearchUrl = (url: string) =>
  url.startsWith(PEOPLE_SEARCH_PREFIX) || SALES_SEARCH_PREFIXES.some((p) => url.startsWith(p));
export const isPostUrl = (url: string) => POST_PREFIXES.some((p) => url.startsWith(p));
export const isProfileUrl = (line: string) => PROFILE_URL.test(line);

/** An http(s) address with a host (the webhook). */
export const isHttpUrl = (v: string) => {
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname;
  } catch {
    return false;
  }
};

const profileKey = (url: string) =>
  url
    .toLowerCase()
    .replace(/^https:\/\/linkedin\.com/, 'https://www.linkedin.com')
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '');

/**
 * Profile URLs, one per line: blank, non-matching and duplicate lines are dropped (and sales
 * navigator lines when the plan lacks that feature).
 */
export function cleanProfileUrls(
  text: string,
  salesNavigatorAllowed = true,
): { text: string; kept: number; dropped: number; salesNavigatorDropped: number } {
  const seen = new Set<string>();
  const kept: string[] = [];
  let dropped = 0;
  let salesNavigatorDropped = 0;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    if (!isProfileUrl(line)) {
      dropped += 1;
      continue;
    }
    if (!salesNavigatorAllowed && isSalesNavigatorUrl(line)) {
      salesNavigatorDropped += 1;
      continue;
    }
    const key = profileKey(line);
    if (seen.has(key)) {
      dropped += 1;
      continue;
    }
    seen.add(key);
    kept.push(line);
  }
  return { text: kept.join('\n'), kept: kept.length, dropped, salesNavigatorDropped };
}
