import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A signal that aborts when the client goes away before the answer is fully written, so a long
 * request's work stops where it is: an export leaves its queue, a report stops between its slices,
 * a file being written ends with its thread, an import rolls back. `release` stops listening.
 */
export function abortOnClose(reply: FastifyReply): { signal: AbortSignal; release(): void } {
  const controller = new AbortController();
  const onClose = () => {
    if (!reply.raw.writableEnded) controller.abort(new Error('The client went away'));
  };
  reply.raw.on('close', onClose);
  return { signal: controller.signal, release: () => reply.raw.off('close', onClose) };
}

/**
 * Runs `work`, which sends the answer, with abortOnClose's signal. A run its client gave up is
 * logged, not failed; whatever was not sent yet never is, and the connection is closed.
 */
export async function whileTheClientWaits(request: FastifyRequest, reply: FastifyReply, work: (signal: AbortSignal) => Promise<unknown>): Promise<FastifyReply> {
  const { signal, release } = abortOnClose(reply);
  try {
    await work(signal);
  } catch (error) {
    if (!signal.aborted) throw error;
    request.log.info({ url: request.url }, 'given up: the client went away');
    if (!reply.sent) {
      reply.hijack();
      reply.raw.destroy();
    }
  } finally {
    release();
  }
  return reply;
}
