import type { ActivityType } from '../../../contract/me';
import type { BadgeTone } from '../ui/Badge/Badge';

/**
 * One colour per account event, wherever a list of them is shown (a user's own activity, a
 * manager's view of someone's): green for a sign-in or a second factor turned on, red for what may
 * be an attack, amber for what weakens or ends access, blue for routine changes.
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
};
