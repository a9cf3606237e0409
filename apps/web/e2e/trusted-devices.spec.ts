import { mkdirSync } from 'node:fs';
import { expect, test } from './support/journey-test';

// The login page when strangers hold the account's sign-in pools (the API answers
// SIGN_IN_LINK_SENT: apps/api/src/features/auth/trusted-devices.test.ts proves it), and the page of
// the e-mailed sign-in link. A flood from fresh addresses cannot be produced from one browser, so
// the login's answer is the API's, replayed.
const shots = process.env.E2E_SHOTS_DIR ?? '/tmp/citavet-trusted-devices';
mkdirSync(shots, { recursive: true });

const LINK_SENT =
  'Demasiados intentos fallidos para esta cuenta desde dispositivos nuevos. Si la cuenta existe, te enviamos a su email un enlace para entrar sin esperar: ábrelo en este navegador. O inténtalo de nuevo en 42 segundos.';

test('a new device in a pool wait is told a sign-in link went to the e-mail', async ({ page }) => {
  await page.route('**/api/auth/login', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'retry-after': '42' },
      contentType: 'application/json',
      body: JSON.stringify({
        success: false,
        code: 'SIGN_IN_LINK_SENT',
        message: LINK_SENT,
        retryAfterSeconds: 42,
      }),
    }),
  );
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto('/accounts/login');
    await page.getByLabel('Email').fill('ana@clinica.com');
    await page.getByLabel('Contraseña', { exact: true }).fill('secreto-seguro');
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    const note = page.getByRole('status').filter({ hasText: 'Revisa tu email' });
    await expect(note).toBeVisible();
    await expect(note).toContainText('te enviamos a su email un enlace para entrar sin esperar');
    await page.screenshot({ path: `${shots}/login-link-sent-${width}.png`, fullPage: true });
  }
});

test('a used or unknown sign-in link says so and offers a way on', async ({ page }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto(`/accounts/sign-in-link?token=${'x'.repeat(43)}`);
    await expect(page.getByRole('alert')).toContainText('El enlace no es válido o ha expirado');
    await page.screenshot({ path: `${shots}/sign-in-link-invalid-${width}.png`, fullPage: true });
  }
});
