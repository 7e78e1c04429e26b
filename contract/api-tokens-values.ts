// The plain values of the API tokens' contract (contract/api-tokens.ts): constants with no zod, so
// the tokens list, which shows and filters but has no form, never downloads the validation
// library for them (decision 260).

/** What every API token starts with, so a leaked one is recognised by secret scanners and by people. */
export const API_TOKEN_PREFIX = 'laju_';
/** The characters after the prefix that the list shows to tell tokens apart; never enough to guess. */
export const API_TOKEN_HINT_LENGTH = 6;
/** A token's name fits a table cell and a log line. */
export const API_TOKEN_NAME_MAX = 80;
/** How long a new token lives, in days; a token never lives forever (docs/decisions/347-api-tokens.md). */
export const API_TOKEN_EXPIRIES = [7, 30, 90, 365] as const;
export type ApiTokenExpiry = (typeof API_TOKEN_EXPIRIES)[number];
export const API_TOKEN_STATES = ['active', 'expired', 'revoked'] as const;
export type ApiTokenState = (typeof API_TOKEN_STATES)[number];

/** Whether a bearer is an API token (and not a session's access token). */
export const isApiToken = (bearer: string): boolean => bearer.startsWith(API_TOKEN_PREFIX);
