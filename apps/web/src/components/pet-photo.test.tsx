import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PetPhoto } from './pet-photo';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:foto-1'), revokeObjectURL: vi.fn() }),
  );
  localStorage.setItem('token', 'token-miembro');
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('PetPhoto', () => {
  it("loads a members-only photo with the session's token and shows it from memory", async () => {
    fetchMock.mockResolvedValue(new Response(new Blob(['webp'], { type: 'image/webp' }), { status: 200 }));
    render(<PetPhoto photoUrl="/api/spaces/s1/pets/p1/photo?v=abc" name="Toby" size="lg" />);
    const image = await screen.findByRole('img', { name: 'Foto de Toby' });
    expect(image).toHaveAttribute('src', 'blob:foto-1');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/spaces/s1/pets/p1/photo?v=abc');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-miembro');
  });

  it('keeps the paw when the photo cannot be loaded', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 404 }));
    render(<PetPhoto photoUrl="/api/spaces/s1/pets/p1/photo?v=abc" name="Toby" size="lg" />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('img', { name: 'Foto de Toby' })).not.toBeInTheDocument();
  });
});
