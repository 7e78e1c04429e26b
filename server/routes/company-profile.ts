import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dataEnvelope, listEnvelope } from '../../contract/api';
import { COMPANY_PROFILE } from '../../contract/areas';
import { changeLogEntrySchema, changeLogQuerySchema } from '../../contract/change-log';
import { companyProfileSchema, LOGO_MAX_BYTES, updateCompanyProfileSchema } from '../../contract/company-profile';
import { authOf, defineRoute } from '../http/route';
import { registerUploads, uploadedPicture, type UploadLimit } from '../http/upload';
import { listChangeLogs } from '../services/change-log';
import {
  getCompanyProfile,
  readCompanyLogo,
  removeCompanyLogo,
  replaceCompanyLogo,
  updateCompanyProfile,
} from '../services/company-profile';
import type { ServiceContext } from '../services/context';

const LOGO_UPLOAD: UploadLimit = { maxBytes: LOGO_MAX_BYTES, tooLarge: 'The logo is larger than 5 MB' };

/** The logo's path segment: any text, so a name that is not a stored logo's answers 404, not 400. */
const logoParamsSchema = z.object({ name: z.string() });

/**
 * The company profile (docs/decisions/337-company-profile.md): every signed-in user reads it, the
 * update permission changes it and reads its change log, and its logo is public by its generated
 * name, so a printed page or the receiver's receipt page loads it without a session.
 */
export function companyProfileRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const base = COMPANY_PROFILE.api;
  const update = COMPANY_PROFILE.permission.update;
  const profileEnvelope = dataEnvelope(companyProfileSchema);

  defineRoute(app, {
    method: 'GET',
    url: base,
    access: 'authenticated',
    response: profileEnvelope,
    handler: async () => ({ data: await getCompanyProfile(ctx) }),
  });

  defineRoute(app, {
    method: 'PUT',
    url: base,
    access: [update],
    body: updateCompanyProfileSchema,
    response: profileEnvelope,
    handler: async ({ body, request }) => ({ data: await updateCompanyProfile(ctx, authOf(request), body) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/logs`,
    access: [update],
    query: changeLogQuerySchema,
    response: listEnvelope(changeLogEntrySchema),
    handler: async ({ query }) => listChangeLogs(ctx, COMPANY_PROFILE.changeEntity, query),
  });

  // The permission is checked in onRequest (plugins/access.ts), before a byte of the picture is read.
  registerUploads(app, (uploads) => {
    uploads.route({
      method: 'PUT',
      url: `${base}/logo`,
      config: { access: [update] },
      schema: { response: { 200: profileEnvelope } },
      handler: async (request, reply) => {
        const picture = await uploadedPicture(request, LOGO_UPLOAD);
        return reply.code(200).send({ data: await replaceCompanyLogo(ctx, authOf(request), picture) });
      },
    });
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${base}/logo`,
    access: [update],
    response: profileEnvelope,
    handler: async ({ request }) => ({ data: await removeCompanyLogo(ctx, authOf(request)) }),
  });

  // A new upload gets a new name, so the file under a name never changes: it is cached for good.
  app.route({
    method: 'GET',
    url: `${base}/logo/:name`,
    config: { access: 'public' },
    schema: { params: logoParamsSchema },
    handler: async (request, reply) => {
      const { name } = request.params as z.output<typeof logoParamsSchema>;
      const bytes = await readCompanyLogo(ctx, name);
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  });
}
