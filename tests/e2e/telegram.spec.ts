/* Gestor > Telegram > Adm (issue 20) on the built app and the real server, whose bot talks to
   the Bot API stand-in tests/e2e/run.ts starts: set the token and see it masked, generate a
   code, have the stand-in deliver `/start <código>` from a user, see the linked chat and the
   bot's answer in the message log. */
import { expect, test } from '@playwright/test';
import { TOKEN_TESTE } from '../support/telegram-stand-in.ts';
import { E2E_ADMIN, signIn } from './fixtures.ts';

const standIn = process.env.E2E_TELEGRAM_URL ?? '';

test('sets the token (shown masked), links a chat by a one-time code and logs the answer', async ({ page, request }) => {
  test.skip(standIn === '', 'sem o dublê da Bot API (rode pelo tests/e2e/run.ts)');
  await signIn(page);
  await page.goto('/gestor/telegram/consulta');
  await expect(page.getByRole('heading', { name: 'Telegram: Administração', level: 1 })).toBeVisible();

  await page.getByLabel('Token do bot').fill(TOKEN_TESTE);
  await page.getByLabel('Resumo diário às').fill('08:30');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByTestId('token-atual')).toHaveText('Token atual: 123…:AA…w0');
  await expect(page.getByLabel('Token do bot')).toHaveValue('');
  expect(await page.content()).not.toContain(TOKEN_TESTE.split(':')[1]);

  await page.getByRole('button', { name: 'Gerar código' }).click();
  const aviso = page.getByRole('status').filter({ hasText: 'Envie ao bot: /start' });
  await expect(aviso).toBeVisible();
  const codigo = /\/start ([A-Z2-9]{8})/.exec((await aviso.textContent()) ?? '')?.[1];
  expect(codigo).toBeTruthy();

  const push = await request.post(`${standIn}/__stand-in/mensagem`, { data: { chat_id: 5551, text: `/start ${codigo}`, nome: 'Carla Financeiro' } });
  expect(push.ok()).toBe(true);

  const chats = page.getByRole('region', { name: 'Chats vinculados' });
  await expect(chats.getByRole('cell', { name: 'Carla Financeiro', exact: true })).toBeVisible({ timeout: 45_000 });
  await expect(chats.getByRole('cell', { name: E2E_ADMIN.name, exact: true })).toBeVisible();
  await expect(chats.getByRole('checkbox', { name: 'Vencimentos D-1/D0 — Carla Financeiro' })).toBeChecked();

  const log = page.getByRole('region', { name: 'Mensagens' });
  // The link's answer; the day's summary may be logged beside it (after 08:30 it goes out on the
  // job's next run to a chat linked that day), so the status is read on the link's own row.
  const vinculo = log.getByRole('row').filter({ has: page.getByRole('cell', { name: 'vinculo', exact: true }) });
  await expect(vinculo).toHaveCount(1);
  await expect(vinculo.getByRole('cell', { name: 'Enviada', exact: true })).toBeVisible();
  const enviadas = (await (await request.get(`${standIn}/__stand-in/enviadas`)).json()) as { enviadas: { chat_id: number; text: string }[] };
  expect(enviadas.enviadas).toContainEqual({ chat_id: 5551, text: `Chat vinculado a ${E2E_ADMIN.name}. Você receberá os avisos assinados. Comandos: /hoje e /vencendo 7.` });
});
