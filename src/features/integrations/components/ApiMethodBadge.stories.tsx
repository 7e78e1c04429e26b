import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ApiMethodBadge } from './ApiMethodBadge';

/**
 * An operation's HTTP method, toned by what it does. It holds no translated words, so it has no
 * English story: the method reads the same in both languages.
 */
const meta = {
  title: 'Integrations/Components/ApiMethodBadge',
  component: ApiMethodBadge,
  parameters: { layout: 'padded' },
  args: { method: 'get' },
} satisfies Meta<typeof ApiMethodBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'options'];

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('GET')).toHaveAttribute('data-tone', 'info');
  },
};

export const EveryMethod: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {METHODS.map((method) => (
        <ApiMethodBadge key={method} method={method} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tones = METHODS.map((method) => canvas.getByText(method.toUpperCase()).getAttribute('data-tone'));
    await expect(tones).toEqual(['info', 'success', 'warning', 'warning', 'danger', 'neutral']);
    // One width for all, so the paths beside them line up.
    const widths = new Set(['GET', 'PUT', 'POST'].map((text) => Math.round(canvas.getByText(text).getBoundingClientRect().width)));
    await expect(widths.size).toBe(1);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { method: 'delete' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('DELETE')).toBeVisible();
  },
};
