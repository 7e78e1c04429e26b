import { http, HttpResponse } from 'msw';
import { COMPANY_PROFILE } from '../../../contract/areas';
import { companyProfileSnapshot, LOGO_MAX_BYTES, updateCompanyProfileSchema } from '../../../contract/company-profile';
import { IMAGE_MAX_PIXELS, imageSizeOf } from '../../../contract/images';
import type { MockUser } from '../db/auth';
import { companyProfileStore, companyProfileView, nextLogoName, type MockCompanyProfile } from '../db/company-profile';
import { nextTime, recordChange } from '../db/logs';
import { changeLogHandler, registerEntityLabel } from './change-logs';
import { authorize, jsonOf, multipartOf, parse, pictureKindRefusal, pictureTypeOf, readInStory } from './helpers';
import { apiError, ok } from './respond';

/**
 * The company profile on the mock, answering as server/routes/company-profile.ts does (the shared
 * suite contract/testing/company-profile-suite.ts holds both to it; docs/decisions/337-company-profile.md).
 * The logo is checked by its first bytes and its header's size, as the server checks it before
 * decoding; the mock decodes nothing, so it keeps the bytes as sent, serves them with their own
 * type, and answers the size the server's re-encoding would give them (at most 600 px a side).
 */
const API = COMPANY_PROFILE.api;
const UPDATE = COMPANY_PROFILE.permission.update;
const LOGO_MAX_PX = 600;

registerEntityLabel(COMPANY_PROFILE.changeEntity, () => companyProfileStore.profile.name || null);

const view = () => companyProfileView(companyProfileStore.profile);

/** One change: the new version, who and when, and its change-log row, as the server writes it. */
function write(user: MockUser, changes: Partial<MockCompanyProfile>) {
  const before = view();
  Object.assign(companyProfileStore.profile, changes, { version: companyProfileStore.profile.version + 1, updatedAt: nextTime(), updatedById: user.id });
  const after = view();
  recordChange({ entity: COMPANY_PROFILE.changeEntity, entityId: 1, action: 'UPDATE', actorId: user.id, before: companyProfileSnapshot(before), after: companyProfileSnapshot(after) });
  return after;
}

/** The size sharp's `fit: 'inside'` without enlargement makes of a picture of this size. */
function bounded(width: number, height: number) {
  const scale = Math.min(1, LOGO_MAX_PX / width, LOGO_MAX_PX / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The server's refusals of a picture, in its order (server/http/upload.ts, server/services/proof-images.ts); else the picture. */
async function uploadedLogo(request: Request): Promise<Response | { bytes: Uint8Array<ArrayBuffer>; width: number; height: number }> {
  const form = await multipartOf(request);
  if (form instanceof Response) return form;
  const file = form.get('file');
  if (!file || typeof file === 'string') return apiError(400, 'IMAGE_MISSING', 'No photo in the upload', { fields: { file: 'REQUIRED' } });
  if (file.size > LOGO_MAX_BYTES) return apiError(413, 'PAYLOAD_TOO_LARGE', 'The logo is larger than 5 MB');
  const bytes = new Uint8Array(await readInStory(() => file.arrayBuffer()));
  if (bytes.length === 0) return apiError(400, 'IMAGE_MISSING', 'The photo is empty', { fields: { file: 'REQUIRED' } });
  const refused = pictureKindRefusal(bytes);
  if (refused) return refused;
  const size = imageSizeOf(bytes);
  if (!size) return apiError(422, 'IMAGE_UNREADABLE', 'The photo could not be read (damaged or incomplete)', { fields: { file: 'INVALID' } });
  if (size.width * size.height > IMAGE_MAX_PIXELS) {
    return apiError(422, 'IMAGE_TOO_LARGE', 'The picture has more pixels than the server reads', { fields: { file: 'TOO_LARGE' } });
  }
  return { bytes, ...bounded(size.width, size.height) };
}

export const companyProfileHandlers = () => [
  http.get(`*${API}`, ({ request }) => {
    const user = authorize(request);
    if (user instanceof Response) return user;
    return ok(view());
  }),

  http.put(`*${API}`, async ({ request }) => {
    const user = authorize(request, UPDATE);
    if (user instanceof Response) return user;
    const body = parse(updateCompanyProfileSchema, await jsonOf(request));
    if (!body.ok) return body.response;
    const input = body.data;
    const profile = companyProfileStore.profile;
    if (input.version !== profile.version) return apiError(409, 'VERSION_CONFLICT', 'The record was changed by someone else', { current: view() });
    const next = { name: input.name, address: input.address ?? '', phone: input.phone ?? null, npwp: input.npwp ?? null };
    if (next.name === profile.name && next.address === profile.address && next.phone === profile.phone && next.npwp === profile.npwp) return ok(view());
    return ok(write(user, next));
  }),

  changeLogHandler(`*${API}/logs`, COMPANY_PROFILE.changeEntity, UPDATE),

  http.put(`*${API}/logo`, async ({ request }) => {
    const user = authorize(request, UPDATE);
    if (user instanceof Response) return user;
    const logo = await uploadedLogo(request);
    if (logo instanceof Response) return logo;
    return ok(write(user, { logo: { name: nextLogoName(), width: logo.width, height: logo.height, bytes: logo.bytes } }));
  }),

  http.delete(`*${API}/logo`, ({ request }) => {
    const user = authorize(request, UPDATE);
    if (user instanceof Response) return user;
    if (!companyProfileStore.profile.logo) return ok(view());
    return ok(write(user, { logo: null }));
  }),

  // Public, as on the server: a printed page or the receipt page loads it without a session.
  http.get(`*${API}/logo/:name`, ({ params }) => {
    const logo = companyProfileStore.profile.logo;
    if (!logo || params.name !== logo.name) return apiError(404, 'NOT_FOUND', 'Logo not found');
    return new HttpResponse(logo.bytes, {
      headers: { 'Content-Type': pictureTypeOf(logo.bytes), 'Cache-Control': 'public, max-age=31536000, immutable', 'X-Content-Type-Options': 'nosniff' },
    });
  }),
];
