import { expect, test } from './support/journey-test';

const uniqueEmail = () => `ana-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

test('a new HOST registers, lands on /setup, signs out and signs in again', async ({ page }) => {
  const email = uniqueEmail();
  const password = 'secreto-seguro';

  await page.goto('/');
  await page.getByRole('link', { name: 'Prueba Gratis' }).first().click();
  await expect(page).toHaveURL(/\/accounts\/register$/);

  // Submitting empty shows the spec's messages and sends nothing.
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('El nombre es requerido')).toBeVisible();
  await expect(page.getByText('El email es requerido')).toBeVisible();

  await page.getByLabel('Nombre completo').fill('Ana Martínez');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByLabel('Confirmar contraseña').fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  await expect(page).toHaveURL(/\/setup/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
  await expect(page).toHaveURL(/\/accounts\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // Guarded pages send a signed-out visitor to sign in.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/accounts\/login$/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('incorrecta');
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page.getByText('Error de autenticación')).toBeVisible();
  await expect(page.getByText('Email o contraseña incorrectos')).toBeVisible();

  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL(/\/setup/);
});

test('unknown paths answer 404 with the not-found page and /login goes to sign-in', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/accounts\/login$/);
  await page.goto('/accounts');
  await expect(page).toHaveURL(/\/accounts\/login$/);
  // An unknown path is a 404 with the 'no encontrado' page, not a soft 404 sent home.
  const unknown = await page.goto('/esto/no/existe');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByText('Página no encontrada').first()).toBeVisible();
  await page.goto('/dashboard/abc/no-existe/mas');
  await expect(page).toHaveURL(/\/accounts\/login$/);
});
