import { http } from 'msw';
import { loginEnrolConfirmSchema, loginEnrolStartSchema, secondFactorLoginSchema } from '../../../contract/second-factor';
import { otpauthUri } from '../../../contract/totp';
import { findUser, mockSessions, refreshCookie, sessionFor, type MockUser } from '../db/auth';
import { nextTime, recordActivity } from '../db/logs';
import { enrolmentTokens, secondFactors, signInChallenges, type ChallengeKind } from '../db/second-factor';
import { jsonOf } from './helpers';
import { NO_STORE, ok } from './respond';
import { alreadyEnabled, checkEnrolmentCode, checkFactor, invalidChallenge, invalidEnrolment, parseFactorInput } from './second-factor-checks';

/** The issuer an authenticator app lists the account under. */
export const TOTP_ISSUER = 'LAJU';

/** A session begins: the sign-in is logged and the refresh cookie set ("Ingat saya" or not). */
export function startSession(user: MockUser, remember: boolean) {
  recordActivity('SIGN_IN_SUCCESS', user.id);
  const session = mockSessions.start(user.id);
  refreshCookie.write(user.id, remember, session);
  return sessionFor(user, session);
}

/** The live challenge of that kind and its (still active) user, or undefined. */
function challengeUser(challenge: string, kind: ChallengeKind) {
  const found = signInChallenges.find(challenge, kind);
  const user = found ? findUser(found.userId) : undefined;
  return found && user?.active ? { ...found, user } : undefined;
}

/**
 * The second step of signing in (`POST /api/auth/login` answered a challenge): a code or a
 * recovery code, or setting up an authenticator first when the role requires one.
 */
export const loginSecondFactorHandlers = () => [
  http.post('*/api/auth/login/second-factor', async ({ request }) => {
    const input = parseFactorInput(secondFactorLoginSchema, await jsonOf(request));
    if (!input.ok) return input.response;
    const { challenge, ...factor } = input.data;
    const found = challengeUser(challenge, 'totp');
    if (!found) return invalidChallenge();
    const used = await checkFactor(found.user, factor, { signIn: true });
    if (used instanceof Response) return used;
    signInChallenges.end(challenge);
    return ok(startSession(found.user, found.remember), NO_STORE);
  }),

  http.post('*/api/auth/login/enrol', async ({ request }) => {
    const input = parseFactorInput(loginEnrolStartSchema, await jsonOf(request));
    if (!input.ok) return input.response;
    const found = challengeUser(input.data.challenge, 'enrol');
    if (!found) return invalidChallenge();
    const { enrolmentToken, secret } = enrolmentTokens.issue(found.user.id);
    return ok({ secret, otpauthUri: otpauthUri(TOTP_ISSUER, found.user.username, secret), enrolmentToken });
  }),

  http.post('*/api/auth/login/enrol/confirm', async ({ request }) => {
    const input = parseFactorInput(loginEnrolConfirmSchema, await jsonOf(request));
    if (!input.ok) return input.response;
    const { challenge, enrolmentToken, code } = input.data;
    const found = challengeUser(challenge, 'enrol');
    if (!found) return invalidChallenge();
    const enrolment = enrolmentTokens.find(enrolmentToken, found.user.id);
    if (!enrolment) return invalidEnrolment();
    // A wrong code stores nothing: the same enrolment can be confirmed again with a right one.
    const step = await checkEnrolmentCode(found.user.id, enrolment.secret, code);
    if (step instanceof Response) return step;
    // Checked again after the await: one enrolment is confirmed once.
    if (!enrolmentTokens.find(enrolmentToken, found.user.id)) return invalidEnrolment();
    if (secondFactors.of(found.user.id)) return alreadyEnabled();
    enrolmentTokens.end(enrolmentToken);
    signInChallenges.end(challenge);
    const recoveryCodes = secondFactors.enable(found.user.id, enrolment.secret, nextTime(), step);
    recordActivity('SECOND_FACTOR_ENABLED', found.user.id);
    return ok({ session: startSession(found.user, found.remember), recoveryCodes }, NO_STORE);
  }),
];
