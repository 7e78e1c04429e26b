import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../services/context';

/** The proof-of-loading photo's endpoints (issue 13 item 5). */
export function proofRoutes(_app: FastifyInstance, _ctx: ServiceContext): void {}
