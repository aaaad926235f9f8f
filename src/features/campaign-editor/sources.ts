import type { SourceFormValues } from './schemas/source';
import { isSalesNavigatorUrl } from './urls';

// Facts about a chosen source that other sections depend on.

/** The pending-only group option exists only when the viewer's membership is not MEMBER. */
export const pendingOnlyAllowed = (membershipStatus: string | null | undefined) =>
  !!membershipStatus && membershipStatus !== 'MEMBER';

/** groupUrn 'urn:li:group:1001' -> '1001'. */
export const groupIdFromUrn = (urn: string) => urn.split(':').pop() ?? urn;

/** Whether the campaign's source runs on sales navigator (subject needed, some shortcodes hidden). */
export function usesSalesNavigator(
  source: Pick<SourceFormValues, 'type' | 'searchUrl' | 'profileUrls'>,
): boolean {
  if (source.type === 'PEOPLE_SEARCH') return isSalesNavigatorUrl(source.searchUrl);
  if (source.type === 'PROFILE_URLS')
    return source.profileUrls.split(/\r?\n/).some((l) => isSalesNavigatorUrl(l));
  return false;
}
