import type { z } from 'zod';
import { ApiError, type ConflictingBooking, readErrorCode } from './api-error';
import { getStoredToken } from './session-storage';

const API_BASE_PATH = '/api';
export const REQUEST_TIMEOUT_MS = 10_000;

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<TSchema extends z.ZodType | undefined = undefined> {
  body?: unknown;
  /** Validates `data` of the success envelope; the answer is typed from it. */
  schema?: TSchema;
  signal?: AbortSignal;
  /** Extra request headers, e.g. the public booking's Idempotency-Key. */
  headers?: Record<string, string>;
  /**
   * Calls where a 401 means "wrong input" rather than "session over" (e.g. a wrong current password)
   * opt out of the global sign-out.
   */
  isUnauthorizedHandled?: boolean;
}

export interface ApiResponse<TData> {
  data: TData;
  message: string | undefined;
}

type ResponseData<TSchema> = TSchema extends z.ZodType ? z.output<TSchema> : unknown;

let unauthorizedHandler: (() => void) | null = null;

/** The app decides what a dead session means (clear state, go to /login); the client only reports it. */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function readConflictingBooking(value: unknown): ConflictingBooking | undefined {
  const { startTime, endTime } = asRecord(value);
  return typeof startTime === 'string' && typeof endTime === 'string' ? { startTime, endTime } : undefined;
}

async function request<TSchema extends z.ZodType | undefined = undefined>(
  method: HttpMethod,
  path: string,
  options: RequestOptions<TSchema> = {},
): Promise<ApiResponse<ResponseData<TSchema>>> {
  const token = getStoredToken();
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  const timeout = setTimeout(
    () => controller.abort(new DOMException('timeout', 'TimeoutError')),
    REQUEST_TIMEOUT_MS,
  );
  const abortFromCaller = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', abortFromCaller, { once: true });

  let response: Response;
  try {
    response = await fetch(`${API_BASE_PATH}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: controller.signal,
    });
  } catch (error) {
    // A caller's own cancellation is not a failure to report; let TanStack Query see the abort.
    if (options.signal?.aborted) throw error;
    const isTimeout = controller.signal.aborted;
    throw new ApiError({ status: 0, code: isTimeout ? 'TIMEOUT' : 'NETWORK_ERROR' });
  } finally {
    clearTimeout(timeout);
    options.signal?.removeEventListener('abort', abortFromCaller);
  }

  const payload = asRecord(await readJson(response));
  const serverMessage = typeof payload.message === 'string' && payload.message ? payload.message : undefined;

  if (!response.ok || payload.success === false) {
    // Only a request that carried a session can lose it; a failed sign-in is just a failed sign-in.
    if (response.status === 401 && token && !options.isUnauthorizedHandled) unauthorizedHandler?.();
    throw new ApiError({
      status: response.status,
      code: readErrorCode(payload.code),
      serverMessage,
      details: Array.isArray(payload.details) ? payload.details : undefined,
      conflictingBooking: readConflictingBooking(payload.conflictingBooking),
    });
  }

  if (!options.schema) return { data: payload.data as ResponseData<TSchema>, message: serverMessage };
  const parsed = options.schema.safeParse(payload.data);
  if (!parsed.success) {
    console.error(`Respuesta inesperada de ${method} ${path}`, parsed.error);
    throw new ApiError({ status: response.status, code: 'INVALID_RESPONSE' });
  }
  return { data: parsed.data as ResponseData<TSchema>, message: serverMessage };
}

/** The one API client of the web app: JSON, bearer token, 10 s timeout, envelope unwrapped. */
export const apiClient = {
  get: <TSchema extends z.ZodType | undefined = undefined>(path: string, options?: RequestOptions<TSchema>) =>
    request('GET', path, options),
  post: <TSchema extends z.ZodType | undefined = undefined>(
    path: string,
    options?: RequestOptions<TSchema>,
  ) => request('POST', path, options),
  put: <TSchema extends z.ZodType | undefined = undefined>(path: string, options?: RequestOptions<TSchema>) =>
    request('PUT', path, options),
  patch: <TSchema extends z.ZodType | undefined = undefined>(
    path: string,
    options?: RequestOptions<TSchema>,
  ) => request('PATCH', path, options),
  delete: <TSchema extends z.ZodType | undefined = undefined>(
    path: string,
    options?: RequestOptions<TSchema>,
  ) => request('DELETE', path, options),
};
