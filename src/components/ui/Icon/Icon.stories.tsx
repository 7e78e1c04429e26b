import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { Icon, iconNames } from './Icon';
import { theme as tokens } from '../../../theme/tokens';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${tokens.space.md};
  list-style: none;
  margin: 0;
  padding: ${tokens.space.lg};
  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${tokens.space.xs};
    padding: ${tokens.space.md};
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.md};
    background: ${tokens.color.surface};
    color: ${tokens.color.text};
  }
  code { font-size: ${tokens.font.size.xs}; }
`;

const meta = {
  title: 'UI/Icon',
  component: Icon,
  args: { name: 'home', size: 24 },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

export const WithTitle: Story = {
  args: { title: 'Beranda' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Beranda' })).toBeVisible();
  },
};

const Gallery = () => (
  <Grid>
    {iconNames.map((name) => (
      <li key={name}>
        <Icon name={name} size={28} title={name} />
        <code>{name}</code>
      </li>
    ))}
  </Grid>
);

export const AllIcons: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => <Gallery />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img')).toHaveLength(iconNames.length);
    for (const name of ['dashboard', 'delivery-orders', 'contrast', 'logout'] as const) {
      await expect(canvas.getByRole('img', { name })).toBeVisible();
    }
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  parameters: { layout: 'fullscreen' },
  render: () => <Gallery />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'moon' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  },
};
