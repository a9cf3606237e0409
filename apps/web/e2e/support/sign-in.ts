import { expect, type Page } from '@playwright/test';
import { PASSWORD } from './quality-setup';

// Signing in through the login form, as the journeys that start from a registered account do.

/** Signs in with the journeys' password and waits until the app has opened a space's dashboard. */
export async function signIn(page: Page, email: string): Promise<void> {
  await submitLogin(page, email);
  await expect(page).toHaveURL(/\/dashboard\//);
}

/** Signs in and waits for the agenda, where an account with one space lands. */
export async function signInToAgenda(page: Page, email: string): Promise<void> {
  await submitLogin(page, email);
  await expect(page).toHaveURL(/\/dashboard\/[^/]+\/agenda$/);
}

async function submitLogin(page: Page, email: string): Promise<void> {
  await page.goto('/accounts/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
}
