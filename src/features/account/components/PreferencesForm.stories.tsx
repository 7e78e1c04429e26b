import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PreferencesForm } from './PreferencesForm';

/** Language and theme, applied at once. */
const meta = {
  title: 'Account/Components/PreferencesForm',
  component: PreferencesForm,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PreferencesForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // Starts from the light theme whatever the toolbar says: the play switches it to dark.
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Bahasa Indonesia' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Terang' })).toBeChecked();
    // Arrow keys move within a radio group, as in any native one.
    canvas.getByRole('radio', { name: 'Terang' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Gelap' })).toBeChecked();
    await expect(document.documentElement.dataset.theme).toBe('dark');
    await userEvent.click(canvas.getByRole('radio', { name: 'Terang' }));
  },
};

export const SwitchLanguage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'English' }));
    await expect(await canvas.findByRole('group', { name: 'Theme' })).toBeVisible();
    await expect(document.documentElement.lang).toBe('en');
    await userEvent.click(canvas.getByRole('radio', { name: 'Bahasa Indonesia' }));
    await expect(await canvas.findByRole('group', { name: 'Tema' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'English' })).toBeChecked();
    await expect(within(canvasElement).getByRole('radio', { name: 'Auto (follow the system)' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Tema' })).toBeVisible();
  },
};
