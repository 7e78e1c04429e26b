import type { Page } from '@playwright/test';
import { base32Decode, totpCode, totpStep } from '../../contract/totp';
import { decodeQr, matrixOfPath } from '../support/qr-decode';
import { signInWith } from '../support/ui';
import { expect, test, apiSignIn, mainMenu } from './app';

/**
 * Two-step verification in Chromium against `npm start` (docs/decisions/291-second-factor.md): a
 * user turns it on from Profile by scanning the QR code as a phone would, signs out, signs in with
 * a code, then with a recovery code. Codes are computed as an authenticator app computes them.
 */
const USERNAME = 'dua.langkah';
const PASSWORD = 'Kebun-Teh-Puncak-88';

const codeAt = (secret: string, stepsAhead = 0) => totpCode(base32Decode(secret)!, totpStep(Date.now()) + stepsAhead);

async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Akun/ }).click();
  await page.getByRole('menuitem', { name: 'Keluar' }).click();
  const alert = page.getByRole('alertdialog', { name: 'Berhasil!' });
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** The password step, which now leads to the code step. */
async function passwordStep(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Nama pengguna').fill(USERNAME);
  await page.getByLabel('Kata sandi').fill(PASSWORD);
  // "Ingat saya" goes through the second step: the session survives the page loads below.
  await page.getByRole('checkbox', { name: 'Ingat saya' }).check();
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page.getByRole('heading', { name: 'Verifikasi dua langkah' })).toBeVisible();
}

test('turn two-step verification on from Profile, sign out, sign in with a code, then with a recovery code', async ({ page, request }) => {
  // Four password sign-ins (scrypt each) and an enrolment: on a busy machine more than the 30 s default.
  test.setTimeout(90_000);
  const admin = await apiSignIn(request, 'admin');
  const roles = (await (await request.get('/api/roles?size=100', { headers: admin.headers })).json()).data as { id: number; name: string }[];
  const viewer = roles.find((role) => role.name === 'Viewer')!;
  const created = await request.post('/api/users', {
    headers: admin.headers,
    data: { username: USERNAME, name: 'Dua Langkah', roleId: viewer.id, password: PASSWORD },
  });
  expect(created.status()).toBe(201);

  // Turn it on: the QR code carries the otpauth URI an app reads; the key beside it is the same secret.
  await signInWith(page, USERNAME, PASSWORD, { remember: true });
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Verifikasi dua langkah' });
  await section.getByRole('button', { name: 'Aktifkan' }).click();
  const qr = section.getByRole('img', { name: 'Kode QR untuk aplikasi autentikator' });
  const size = Number((await qr.getAttribute('viewBox'))!.split(' ')[2]);
  const uri = new URL(decodeQr(matrixOfPath((await qr.locator('path').getAttribute('d'))!, size, 2)));
  expect(`${uri.protocol}//${uri.host}${decodeURIComponent(uri.pathname)}`).toBe(`otpauth://totp/LAJU:${USERNAME}`);
  const secret = uri.searchParams.get('secret')!;
  await expect(section.locator('code')).toHaveText(secret.match(/.{1,4}/g)!.join(' '));
  const enrolmentCode = await codeAt(secret);
  await section.getByLabel('Kode autentikator').fill(enrolmentCode);
  await section.getByRole('button', { name: 'Konfirmasi' }).click();

  // Ten recovery codes, shown once; done only after saying they are saved.
  const list = section.getByRole('list', { name: 'Daftar kode pemulihan' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = (await list.getByRole('listitem').allInnerTexts()).map((text) => text.match(/[a-z0-9]{5}-[a-z0-9]{5}/)![0]);
  await expect(section.getByRole('button', { name: 'Selesai' })).toBeDisabled();
  await section.getByRole('checkbox', { name: 'Saya sudah menyimpan kode ini' }).check();
  await section.getByRole('button', { name: 'Selesai' }).click();
  await expect(section).toContainText('Aktif');
  await expect(section).toContainText('10 dari 10');

  // Signing in now asks for a code; the one the enrolment used cannot be used again (the same
  // code, not the current step's: on a slow run the clock may have moved to a new step since).
  await signOut(page);
  await passwordStep(page);
  await page.getByLabel('Kode autentikator').fill(enrolmentCode);
  await page.getByRole('button', { name: 'Verifikasi' }).click();
  await expect(page.getByText('Kode salah atau sudah pernah dipakai.', { exact: false })).toBeVisible();
  await page.getByLabel('Kode autentikator').fill(await codeAt(secret, 1));
  await page.getByRole('button', { name: 'Verifikasi' }).click();
  await expect(mainMenu(page)).toBeVisible();

  // A recovery code works once.
  await signOut(page);
  await passwordStep(page);
  await page.getByRole('button', { name: 'Pakai kode pemulihan' }).click();
  await page.getByLabel('Kode pemulihan').fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Verifikasi' }).click();
  await expect(mainMenu(page)).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Verifikasi dua langkah' })).toContainText('9 dari 10');

  await signOut(page);
  await passwordStep(page);
  await page.getByRole('button', { name: 'Pakai kode pemulihan' }).click();
  await page.getByLabel('Kode pemulihan').fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Verifikasi' }).click();
  await expect(page.getByText('Kode pemulihan salah atau sudah pernah dipakai.')).toBeVisible();
});
