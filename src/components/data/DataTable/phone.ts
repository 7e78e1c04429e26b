/**
 * Below the forms' two-column width (ScreenParts' FormGrid) a list is read on a phone: rows become
 * cards, row actions a menu, and the filters fold behind one button.
 */
export const PHONE_MAX = '719.98px';
export const PHONE_QUERY = `(max-width: ${PHONE_MAX})`;
