/**
 * The design tokens of src/theme, rendered live for stories/Introduction.mdx: nothing here is a
 * copy, so the page shows whatever tokens.ts and palette.ts hold.
 */
import type { CSSProperties, ReactNode } from 'react';
import styled from 'styled-components';
import { palette } from '../../src/theme/palette';
import { COLOR_TOKENS, cssVarName, theme as tokens, type ThemeName } from '../../src/theme/tokens';

const THEMES: ThemeName[] = ['light', 'dark'];
const px = (rem: string) => `${Number.parseFloat(rem) * 16}px`;

/**
 * Every colour token in both themes, side by side. Each theme's column is drawn on that theme's
 * surface with that theme's text, whatever the toolbar shows.
 */
export function ColourTokens() {
  return (
    <Panel className="sb-unstyled">
      <Table>
        <caption>Colour tokens: light and dark values (src/theme/palette.ts)</caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">CSS variable</th>
            {THEMES.map((name) => (
              <th key={name} scope="col" style={themeCell(name)}>
                {name === 'light' ? 'Light' : 'Dark'}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {COLOR_TOKENS.map((token) => (
            <tr key={token}>
              <th scope="row">{token}</th>
              <td>
                <code>{cssVarName(token)}</code>
              </td>
              {THEMES.map((name) => (
                <td key={name} style={themeCell(name)}>
                  <Value>
                    <Chip aria-hidden="true" style={{ background: palette[name][token], borderColor: palette[name].border }} />
                    <code>{palette[name][token]}</code>
                  </Value>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Panel>
  );
}

const themeCell = (name: ThemeName): CSSProperties => ({ background: palette[name].surface, color: palette[name].text });

/** The type scale (tokens.font.size) with a line of text at each size, and the weights. */
export function TypeScale() {
  return (
    <Panel className="sb-unstyled">
      <Table>
        <caption>Type scale: tokens.font.size and tokens.font.weight</caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Size</th>
            <th scope="col">Sample</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(tokens.font.size).map(([name, size]) => (
            <tr key={name}>
              <th scope="row">size.{name}</th>
              <td>
                <code>
                  {size} · {px(size)}
                </code>
              </td>
              <td style={{ fontSize: size, lineHeight: 1.3 }}>Surat jalan DO-2025-0142</td>
            </tr>
          ))}
          {Object.entries(tokens.font.weight).map(([name, weight]) => (
            <tr key={name}>
              <th scope="row">weight.{name}</th>
              <td>
                <code>{weight}</code>
              </td>
              <td style={{ fontWeight: weight }}>Surat jalan DO-2025-0142</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Note>
        Body text is <code>size.sm</code> with a line height of 1.5 (src/theme/global-css.ts). Families:{' '}
        <code>font.family</code> (the system UI font) and <code style={{ fontFamily: tokens.font.mono }}>font.mono</code>.
      </Note>
    </Panel>
  );
}

/** The spacing scale (tokens.space) as bars of each width. */
export function SpacingScale() {
  return (
    <Panel className="sb-unstyled">
      <Table style={{ width: 'auto' }}>
        <caption>Spacing: tokens.space</caption>
        <tbody>
          {Object.entries(tokens.space).map(([name, value]) => (
            <tr key={name}>
              <th scope="row">space.{name}</th>
              <td>
                <code>{value}</code>
              </td>
              <td style={{ width: 160 }}>
                <Bar aria-hidden="true" style={{ width: value }} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Panel>
  );
}

/** The corner radii (tokens.radius) on a box each. */
export function RadiusScale() {
  return (
    <Panel className="sb-unstyled">
      <Row role="list" aria-label="Corner radii: tokens.radius">
        {Object.entries(tokens.radius).map(([name, value]) => (
          <Item key={name} role="listitem">
            <Box aria-hidden="true" style={{ borderRadius: value }} />
            <Label>
              radius.{name}
              <br />
              <code>{value}</code>
            </Label>
          </Item>
        ))}
      </Row>
    </Panel>
  );
}

/** Text in the docs column, drawn like the app's body text. */
function Note({ children }: { children: ReactNode }) {
  return <NoteText>{children}</NoteText>;
}

// Outside the colour table, tokens are drawn with the app's CSS variables: they follow the toolbar's
// theme as the docs page does (.storybook/docs/DocsContainer.tsx sets <html data-theme>).
const Panel = styled.div`
  margin: ${tokens.space.lg} 0 ${tokens.space.xl};
  padding: ${tokens.space.lg};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  font-family: ${tokens.font.family};
  font-size: ${tokens.font.size.sm};
  line-height: 1.5;
  overflow-x: auto;
  code {
    font-family: ${tokens.font.mono};
    font-size: ${tokens.font.size.xs};
  }
`;
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: left;
    font-weight: ${tokens.font.weight.bold};
    padding-bottom: ${tokens.space.sm};
  }
  th,
  td {
    text-align: left;
    vertical-align: middle;
    padding: ${tokens.space.xs} ${tokens.space.sm};
    border-bottom: 1px solid ${tokens.color.border};
  }
  thead th {
    font-weight: ${tokens.font.weight.bold};
  }
  tbody th {
    font-weight: ${tokens.font.weight.medium};
    white-space: nowrap;
  }
`;
const Value = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space.sm};
`;
const Chip = styled.span`
  display: inline-block;
  width: 28px;
  height: 28px;
  border: 1px solid;
  border-radius: ${tokens.radius.sm};
  flex: none;
`;
const Bar = styled.span`
  display: block;
  height: 12px;
  border-radius: 2px;
  background: ${tokens.color.primary};
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.xl};
`;
const Item = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.space.sm};
`;
const Box = styled.span`
  display: block;
  width: 64px;
  height: 48px;
  border: 2px solid ${tokens.color.primary};
  background: ${tokens.color.surfaceMuted};
`;
const Label = styled.span`
  text-align: center;
`;
const NoteText = styled.p`
  margin: ${tokens.space.md} 0 0;
`;
