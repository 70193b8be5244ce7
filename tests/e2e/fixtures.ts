/* Shared helpers of the browser suite. */
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

export const E2E_ADMIN = { login: 'gestora', password: 'senha-e2e-456', name: 'Beatriz Gestora' };

export async function signIn(page: Page, creds = E2E_ADMIN): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Login ou E-mail').fill(creds.login);
  await page.getByLabel('Senha').fill(creds.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByTestId('user-name')).toHaveText(creds.name);
}

/** Confirmar in the Confirmação an irreversible action asks for (decision 213). */
export async function confirmar(page: Page): Promise<void> {
  await page.getByRole('dialog', { name: 'Confirmação' }).getByRole('button', { name: 'Confirmar' }).click();
}
