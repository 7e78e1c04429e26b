import type { TFunction } from 'i18next';
import type { Activity, ActivityType } from '../../../contract/me';
import type { BadgeTone } from '../ui/Badge/Badge';

/**
 * One colour per account event, wherever a list of them is shown (a user's own activity, a
 * manager's view of someone's): green for a sign-in or a second factor turned on, red for what may
 * be an attack, amber for what weakens or ends access, blue for routine changes (a list taken out as a file).
 */
export const ACTIVITY_TONES: Record<ActivityType, BadgeTone> = {
  SIGN_IN_SUCCESS: 'success',
  SIGN_IN_FAILURE: 'danger',
  SIGN_OUT: 'neutral',
  SIGN_OUT_EVERYWHERE: 'warning',
  REFRESH_TOKEN_REUSE: 'danger',
  PASSWORD_CHANGED: 'info',
  SECOND_FACTOR_ENABLED: 'success',
  SECOND_FACTOR_DISABLED: 'warning',
  SECOND_FACTOR_RESET: 'warning',
  RECOVERY_CODES_REGENERATED: 'info',
  RECOVERY_CODE_USED: 'warning',
  LIST_EXPORTED: 'info',
  API_TOKEN_REQUEST: 'info',
};

/**
 * What a row says beside its type when the type alone does not tell it: which list an export
 * took, how many rows and in which format ("DO · 1.204 baris · XLSX"). Null for the others.
 */
export function activityNote(activity: Activity, t: TFunction): string | null {
  // The users' and the account's namespaces keep their activity words under different sections.
  if (activity.apiToken) {
    return t(['activity.apiToken', 'activities.apiToken'], { name: activity.apiToken.name, by: activity.username ?? '', request: activity.apiToken.request });
  }
  if (activity.type !== 'LIST_EXPORTED' || !activity.details) return null;
  const { list, rows, format } = activity.details;
  return t('ui:export.activity', { list: t(`common:menu.${list}`, { defaultValue: list }), count: rows, format: format.toUpperCase() });
}
