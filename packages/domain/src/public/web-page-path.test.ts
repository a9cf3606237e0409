import { describe, expect, it } from 'vitest';
import { classifyWebPath } from './web-page-path';

describe('classifyWebPath', () => {
  it.each([
    ['/some-clinic', { kind: 'space-route', route: 'some-clinic' }],
    ['/some-clinic/', { kind: 'space-route', route: 'some-clinic' }],
    ['/clinica-2?utm_source=instagram', { kind: 'space-route', route: 'clinica-2' }],
    [
      '/espacios/2f1c7a9e-0000-4000-8000-000000000000',
      { kind: 'space-id', spaceId: '2f1c7a9e-0000-4000-8000-000000000000' },
    ],
    ['/veterinarias', { kind: 'directory', citySlug: null }],
    ['/veterinarias/madrid?q=gato', { kind: 'directory', citySlug: 'madrid' }],
  ])('%s is a public page', (url, expected) => {
    expect(classifyWebPath(url)).toEqual(expected);
  });

  it.each([
    '/',
    '/pricing',
    '/terms',
    '/privacy',
    '/forgot-password',
    '/reset-password?token=abc',
    '/login',
    '/accounts',
    '/accounts/login',
    '/accounts/register',
    '/accounts/verify-email?token=x',
    '/setup',
    '/setup/completado',
    '/setup/servicios/1',
    '/dashboard',
    '/dashboard/x',
    '/dashboard/x/agenda',
    '/dashboard/x/servicios/y/horarios',
    '/settings/user',
    '/settings/space/x',
    '/agenda',
    '/servicios',
    '/miembros',
    '/reservas/token',
    '/invitaciones/token',
  ])('%s is a page of the SPA', (url) => {
    expect(classifyWebPath(url)).toEqual({ kind: 'app' });
  });

  it.each([
    '/espacios',
    '/espacios/a/b',
    '/some-clinic/more',
    '/pricing/x',
    '/settings',
    '/settings/space',
    '/reservas',
    '/veterinarias/madrid/centro',
    '/wp-admin/setup.php',
    '/%E0%A4%A',
  ])('%s is no page (404)', (url) => {
    expect(classifyWebPath(url)).toEqual({ kind: 'unknown' });
  });
});
