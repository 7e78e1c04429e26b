import { expect, userEvent, within } from 'storybook/test';
import { page } from '../../../lib/testing/story-queries';

/** Stories only: add a DO in the allocation editor by typing its number and choosing it. */
export async function addDeliveryOrder(number: string, label: RegExp | string = /Tambah DO|Add a DO/) {
  const picker = page().getByRole('combobox', { name: label });
  await userEvent.click(picker);
  await userEvent.type(picker, number);
  await userEvent.click(await page().findByRole('option', { name: new RegExp(number) }));
  return page().findByRole('group', { name: new RegExp(`^${number} · `) });
}

/** The quantity field of an item in a DO's group. */
export const quantity = (group: HTMLElement, item: string) => within(group).getByRole('textbox', { name: new RegExp(`^(Jumlah|Quantity of) ${item} `) });

export async function setQuantity(group: HTMLElement, item: string, value: string) {
  const box = quantity(group, item);
  await userEvent.clear(box);
  if (value) await userEvent.type(box, value);
  await expect(box).toHaveValue(value);
}
