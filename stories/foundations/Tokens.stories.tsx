import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { palette } from '../../src/theme/palette';
import { cssVarName, theme, type ColorToken } from '../../src/theme/tokens';

/** The design tokens: every colour in the active theme, the spacing scale and the type sizes. */
function Tokens() {
  const colors = Object.keys(palette.light) as ColorToken[];
  return (
    <Page>
      <h1>Tokens</h1>
      <h2>Colours</h2>
      <Grid>
        {colors.map((token) => (
          <Swatch key={token}>
            <Chip style={{ background: `var(${cssVarName(token)})` }} aria-hidden="true" />
            <dl>
              <dt>{token}</dt>
              <dd>
                <code>{cssVarName(token)}</code>
              </dd>
            </dl>
          </Swatch>
        ))}
      </Grid>
      <h2>Spacing</h2>
      <ul aria-label="Spacing">
        {Object.entries(theme.space).map(([name, value]) => (
          <li key={name}>
            <Bar style={{ width: value }} aria-hidden="true" /> {name} · {value}
          </li>
        ))}
      </ul>
      <h2>Type</h2>
      <ul aria-label="Type sizes">
        {Object.entries(theme.font.size).map(([name, value]) => (
          <li key={name} style={{ fontSize: value }}>
            {name} · {value} · LAJU Pengiriman
          </li>
        ))}
      </ul>
    </Page>
  );
}

const Page = styled.main`
  padding: ${theme.space.xl};
  h1 { margin-top: 0; }
  ul { list-style: none; padding: 0; display: grid; gap: ${theme.space.sm}; }
`;
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${theme.space.md};
`;
const Swatch = styled.div`
  display: flex;
  gap: ${theme.space.md};
  align-items: center;
  dl { margin: 0; }
  dt { font-weight: ${theme.font.weight.bold}; }
  dd { margin: 0; color: ${theme.color.textMuted}; }
`;
const Chip = styled.span`
  width: 40px;
  height: 40px;
  border-radius: ${theme.radius.md};
  border: 1px solid ${theme.color.border};
  flex: none;
`;
const Bar = styled.span`
  display: inline-block;
  height: 12px;
  background: ${theme.color.primary};
  vertical-align: middle;
`;

const meta = {
  title: 'Foundations/Tokens',
  component: Tokens,
} satisfies Meta<typeof Tokens>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Tokens' })).toBeVisible();
    await expect(canvas.getByText('--laju-primary')).toBeVisible();
    await expect(getComputedStyle(document.documentElement).getPropertyValue('--laju-bg').trim()).toBe(palette.light.bg);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    await expect(getComputedStyle(document.documentElement).getPropertyValue('--laju-bg').trim()).toBe(palette.dark.bg);
  },
};
