import { isErrorBody } from '../../../contract/guards';

/** Client-side codes for failures that never reached the API's error shape. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'TIMEOUT' | 'INVALID_RESPONSE';

/**
 * Every failed call ends here: status 0 for network failures and timeouts, otherwise the HTTP
 * status with the API's code, message and field errors (docs/product/api.md). Screens translate
 * `code`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Readonly<Record<string, string>> = {},
    readonly details: { retryAfterSeconds?: number; current?: unknown; params?: Readonly<Record<string, string | number>> } = {},
  ) {
    super(message);
  }

  get isNetwork() {
    return this.status === 0;
  }

  static network(code: ClientErrorCode = 'NETWORK_ERROR', message = 'The server could not be reached') {
    return new ApiError(0, code, message);
  }

  /** Builds the error from a non-2xx answer, whatever its body holds. */
  static fromResponse(status: number, body: unknown, retryAfterHeader: string | null): ApiError {
    const valid = isErrorBody(body);
    const retryHeader = retryAfterHeader === null ? undefined : Number.parseInt(retryAfterHeader, 10);
    const retryAfterSeconds =
      (valid ? body.error.retryAfterSeconds : undefined) ??
      (retryHeader !== undefined && Number.isFinite(retryHeader) ? retryHeader : undefined);
    if (!valid) {
      return new ApiError(status, status >= 500 ? 'INTERNAL' : `HTTP_${status}`, `HTTP ${status}`, {}, { retryAfterSeconds });
    }
    const { code, message, fields, current, params } = body.error as typeof body.error & { params?: Record<string, string | number> };
    return new ApiError(status, code, message, fields ?? {}, { retryAfterSeconds, current, ...(params ? { params } : {}) });
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
