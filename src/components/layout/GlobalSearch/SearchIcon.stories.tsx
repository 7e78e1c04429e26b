import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { theme as tokens } from '../../../theme/tokens';
import { SearchIcon } from './SearchIcon';

/** A search button as the top bar draws one: the magnifier beside its words, in the muted text colour. */
const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space.sm};
  min-width: 200px;
  height: 36px;
  padding: 0 ${tokens.space.md};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.bg};
  color: ${tokens.color.textMuted};
  font: inherit;
`;

function InAButton() {
  const { t } = useTranslation('common');
  return (
    <Trigger type="button">
      <SearchIcon size={18} />
      <span>{t('search.open')}</span>
    </Trigger>
  );
}

/**
 * The magnifier of the top bar's search button and the search dialog's field, drawn as the Icon
 * set draws (a 24-unit box, a 2 px stroke in the text colour). It is decorative: the button or
 * field beside it carries the words.
 */
const meta = {
  title: 'Layout/SearchIcon',
  component: SearchIcon,
  args: { size: 20 },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof SearchIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

const icon = (canvasElement: HTMLElement) => canvasElement.querySelector('svg')!;

export const Default: Story = {
  name: 'Decorative, 20 px as in the search field',
  play: async ({ canvasElement }) => {
    const svg = icon(canvasElement);
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('focusable', 'false');
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    await expect(svg.getBoundingClientRect().width).toBe(20);
  },
};

export const TopBarSize: Story = {
  name: 'Small, 18 px as on the top bar’s button',
  args: { size: 18 },
  play: async ({ canvasElement }) => {
    const box = icon(canvasElement).getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([18, 18]);
  },
};

export const InButton: Story = {
  name: 'In a button: named by its words, drawn in their colour',
  render: () => <InAButton />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Cari' });
    const svg = icon(canvasElement);
    await expect(button).toContainElement(svg);
    // The stroke is the current colour: it follows the button's text in either theme.
    await expect(getComputedStyle(svg).stroke).toBe(getComputedStyle(button).color);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => <InAButton />,
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    const button = within(canvasElement).getByRole('button', { name: 'Cari' });
    await expect(getComputedStyle(icon(canvasElement)).stroke).toBe(getComputedStyle(button).color);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  render: () => <InAButton />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Search' })).toContainElement(icon(canvasElement));
  },
};
