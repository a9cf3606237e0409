import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiClient, REQUEST_TIMEOUT_MS, setUnauthorizedHandler } from './api-client';
import { ApiError, CONNECTION_ERROR_MESSAGE, getErrorMessage } from './api-error';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  setUnauthorizedHandler(null);
});

describe('apiClient', () => {
  it('unwraps the success envelope and sends JSON with the stored bearer token', async () => {
    localStorage.setItem('token', 'abc');
    fetchMock.mockResolvedValue(json(200, { success: true, message: 'Listo', data: { id: '1' } }));
    const answer = await apiClient.post('/spaces', {
      body: { name: 'San Roque' },
      schema: z.object({ id: z.string() }),
    });
    expect(answer).toEqual({ data: { id: '1' }, message: 'Listo' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/spaces');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer abc', 'Content-Type': 'application/json' });
    expect(init?.body).toBe('{"name":"San Roque"}');
  });

  it('turns a failure envelope into an ApiError carrying the server message and details', async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        success: false,
        message: 'Datos inválidos',
        code: 'VALIDATION_ERROR',
        details: [{ field: 'name', message: 'x' }],
      }),
    );
    const error = await apiClient.get('/spaces').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', serverMessage: 'Datos inválidos' });
    expect((error as ApiError).details).toEqual([{ field: 'name', message: 'x' }]);
    expect(getErrorMessage(error, 'Por defecto')).toBe('Datos inválidos');
  });

  it('reads a failure without a code (a proxy, say) as UNKNOWN_ERROR', async () => {
    fetchMock.mockResolvedValue(json(502, { success: false, message: 'Bad gateway' }));
    const error = await apiClient.get('/spaces').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502, code: 'UNKNOWN_ERROR', serverMessage: 'Bad gateway' });
  });

  it('reports a 401 on an authenticated call to the session handler', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    localStorage.setItem('token', 'expired');
    fetchMock.mockResolvedValue(
      json(401, { success: false, message: 'Sesión expirada', code: 'UNAUTHORIZED' }),
    );
    await expect(apiClient.get('/spaces')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('does not end a session that does not exist (a failed sign-in)', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    fetchMock.mockResolvedValue(
      json(401, { success: false, message: 'Credenciales inválidas', code: 'UNAUTHORIZED' }),
    );
    await expect(apiClient.post('/auth/login', { body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reports a network failure with the connection message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await apiClient.get('/spaces').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'NETWORK_ERROR' });
    expect(getErrorMessage(error, 'Por defecto')).toBe(CONNECTION_ERROR_MESSAGE);
  });

  it('gives up after 10 seconds', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const pending = apiClient.get('/spaces').catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(await pending).toMatchObject({ code: 'TIMEOUT' });
  });

  it('rejects an answer that does not match the expected schema', async () => {
    fetchMock.mockResolvedValue(json(200, { success: true, data: { id: 1 } }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = await apiClient
      .get('/x', { schema: z.object({ id: z.string() }) })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'INVALID_RESPONSE' });
    expect(getErrorMessage(error, 'Error al cargar espacios')).toBe('Error al cargar espacios');
  });
});
