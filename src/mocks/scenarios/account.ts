import { delay, http, HttpResponse } from 'msw';
import type { Session } from '../../../contract/auth';
import type { ActivityType } from '../../../contract/me';
import type { SeededRoleName } from '../../../contract/permissions';
import { findRole, findUserByUsername, mockTime, sessionFor, userOfRole } from '../db/auth';
import { userRecord } from '../db';
import { activityLog, nextTime, recordActivity, recordChange } from '../db/logs';
import { answerAfter, apiError, ok } from '../handlers/respond';

/**
 * Named scenarios for the account area (profile and settings): each returns handlers
 * to put in front of the defaults (`msw.use(...accountScenarios.meError())`), or changes the mock
 * db the way another person or another device would.
 */
const mePath = '*/api/users/my';
const activitiesPath = '*/api/users/my/activities';
const sessionsPath = '*/api/users/my/sessions';

/**
 * A signed-in session for a feature's stories, without the sign-in screen: what sign-in answers
 * for the role's demo user (or any username), with an access token the mock accepts, and the
 * role's permissions now.
 */
export function storySessionOf(who: SeededRoleName | { username: string }): Session & { permissions: string[] } {
  const user = typeof who === 'string' ? userOfRole(who) : findUserByUsername(who.username);
  if (!user) throw new Error(`No mock user for ${JSON.stringify(who)}`);
  return { ...sessionFor(user), permissions: [...(findRole(user.roleId)?.permissions ?? [])] };
}

const ACTIVITY_CYCLE: readonly ActivityType[] = ['SIGN_IN_SUCCESS', 'SIGN_OUT', 'SIGN_IN_FAILURE', 'PASSWORD_CHANGED', 'SIGN_IN_SUCCESS', 'SIGN_OUT_EVERYWHERE'];

export const accountScenarios = {
  /** Profile and activities wait this long (loading states). */
  slow(ms = 60_000) {
    return [
      http.get(mePath, answerAfter(ms)),
      http.get(activitiesPath, answerAfter(ms)),
    ];
  },
  meError: () => [http.get(mePath, () => apiError(500, 'INTERNAL', 'Internal server error'))],
  activitiesError: () => [http.get(activitiesPath, () => apiError(500, 'INTERNAL', 'Internal server error'))],
  activitiesEmpty: () => [
    http.get(activitiesPath, () => HttpResponse.json({ data: [], paging: { page: 1, size: 10, totalItems: 0, totalPages: 0 } })),
  ],
  signOutEverywhereFails: () => [http.delete(sessionsPath, () => HttpResponse.error())],
  saveForbidden: () => [http.patch(mePath, () => apiError(403, 'FORBIDDEN', 'Forbidden'))],

  /** `count` more activities of the role's demo user, newest last (pagination, long lists). */
  addActivities(role: SeededRoleName, count: number) {
    const user = userOfRole(role)!;
    for (let i = 0; i < count; i += 1) {
      recordActivity(ACTIVITY_CYCLE[i % ACTIVITY_CYCLE.length]!, user.id, undefined, mockTime(60 * 24 * 392 + i * 37));
    }
    return activityLog.length;
  },

  /** A very long name and email on the demo user (long content). */
  longProfile(role: SeededRoleName) {
    const user = userOfRole(role)!;
    user.name = 'Raden Ajeng Kartika Dewi Sekar Ayu Wulandari Kusumaningrum Hadiningrat Putri Mahkota';
    user.email = 'raden.ajeng.kartika.dewi.sekar.ayu.wulandari@gudang-pusat-cakung.laju.example';
  },

  /** Someone saved the user's profile from another tab: the version moves on (409 next save). */
  changedElsewhere(role: SeededRoleName, changes: { name?: string; email?: string | null }) {
    const user = userOfRole(role)!;
    const before = userRecord(user);
    Object.assign(user, changes, { version: user.version + 1, updatedAt: nextTime() });
    recordChange({ entity: 'user', entityId: user.id, action: 'UPDATE', actorId: user.id, before, after: userRecord(user) });
    return user.version;
  },

  /** PATCH answers 409 VERSION_CONFLICT once with this record as `current`, then normally. */
  conflictOnce(current: Record<string, unknown>) {
    let left = 1;
    return [
      http.patch(mePath, () => {
        if (left <= 0) return undefined;
        left -= 1;
        return HttpResponse.json({ error: { code: 'VERSION_CONFLICT', message: 'The record was changed by someone else', current } }, { status: 409 });
      }),
    ];
  },

  /** Records the bodies PATCH /api/users/my receives, then lets the default handler answer. */
  recordPatches(into: unknown[]) {
    return [
      http.patch(mePath, async ({ request }) => {
        into.push(await request.clone().json());
        return undefined;
      }),
    ];
  },

  /** DELETE /my/sessions answers slowly (the confirmation's busy state). */
  slowSignOutEverywhere: (ms = 60_000) => [
    http.delete(sessionsPath, async () => {
      await delay(ms);
      return ok({ endedSessions: 0 });
    }),
  ],
};
