import { expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';

/**
 * What the delivery journeys read and make in the browser: names unique per run (the server keeps
 * its data across tests), the toast, a detail panel's value and a small proof photo.
 */
export const suffix = () => `${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e3)}`;
export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export const startsWith = (text: string) => new RegExp(`^${escape(text)}`);
export const toast = (page: Page) => page.getByRole('status', { name: 'Notifikasi' });

/** The number a "… ditambahkan." toast names that is not one of `known` (an earlier toast may still show). */
export async function addedNumber(page: Page, pattern: RegExp, known: readonly string[] = []) {
  let added: string | undefined;
  await expect
    .poll(async () => {
      const text = (await toast(page).textContent()) ?? '';
      added = [...text.matchAll(new RegExp(pattern, 'g'))].map((match) => match[1]!).find((number) => !known.includes(number));
      return added;
    })
    .toBeTruthy();
  return added!;
}

/** The value a detail panel shows beside its label (a description list's term and definition). */
export const detailValue = (panel: Locator, term: string) =>
  panel.locator('dt', { hasText: new RegExp(`^${escape(term)}$`) }).locator('xpath=following-sibling::dd[1]');

/** A small real JPEG, made here: the server recognises photos by their bytes. */
export const jpeg = (red: number) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: red, g: 120, b: 40 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
