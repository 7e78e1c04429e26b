import { create } from 'storybook/theming';
import { palette } from '../../src/theme/palette';
import { theme as tokens } from '../../src/theme/tokens';

/** Storybook's docs chrome (text, links, tables) in LAJU's colours, one per app theme. */
function docsTheme(mode: 'light' | 'dark') {
  const colors = palette[mode];
  return create({
    base: mode,
    brandTitle: 'LAJU',
    fontBase: tokens.font.family,
    fontCode: tokens.font.mono,
    colorPrimary: colors.primary,
    // Links and the selected tab: the app's link colour, which meets 4.5:1 on its surface.
    colorSecondary: colors.primary,
    appBg: colors.bg,
    appContentBg: colors.surface,
    appPreviewBg: colors.bg,
    appBorderColor: colors.border,
    appBorderRadius: 6,
    textColor: colors.text,
    textInverseColor: colors.textInverse,
    textMutedColor: colors.textMuted,
    barBg: colors.surfaceMuted,
    barTextColor: colors.textMuted,
    barSelectedColor: colors.primary,
    inputBg: colors.surface,
    inputBorder: colors.border,
    inputTextColor: colors.text,
  });
}

export const docsThemes = { light: docsTheme('light'), dark: docsTheme('dark') } as const;
