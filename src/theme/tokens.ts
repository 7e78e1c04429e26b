/**
 * Design tokens. Colours differ per theme and are exposed as CSS variables, so switching
 * light/dark changes one attribute on <html> and re-renders nothing.
 */
export const palette = {
  light: {
    bg: '#f3f4f7',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceMuted: '#eef0f4',
    border: '#d8dbe2',
    text: '#1f2430',
    textMuted: '#555e6e',
    textInverse: '#ffffff',
    primary: '#1d4fd7',
    primaryHover: '#173fad',
    primaryText: '#ffffff',
    focus: '#1d4fd7',
    danger: '#b42318',
    dangerBg: '#fdecea',
    success: '#126b3a',
    successBg: '#e3f4ea',
    warning: '#8a5300',
    warningBg: '#fdf1dc',
    info: '#0b5c8a',
    sidebarBg: '#1c2233',
    sidebarText: '#d5d9e3',
    sidebarTextMuted: '#a3aabb',
    sidebarActiveBg: '#2c3550',
    sidebarHoverBg: '#262d42',
    overlay: 'rgba(15, 18, 28, 0.5)',
    skeleton: '#e2e5eb',
  },
  dark: {
    bg: '#12151d',
    surface: '#1b1f2a',
    surfaceRaised: '#222736',
    surfaceMuted: '#262b38',
    border: '#363c4d',
    text: '#e6e8ee',
    textMuted: '#a7aebd',
    textInverse: '#12151d',
    primary: '#7ea2ff',
    primaryHover: '#a3bdff',
    primaryText: '#0e1322',
    focus: '#9db8ff',
    danger: '#ff8a80',
    dangerBg: '#3a1d1d',
    success: '#6fd39b',
    successBg: '#173326',
    warning: '#ffc46b',
    warningBg: '#3a2c14',
    info: '#7cc8f5',
    sidebarBg: '#0d1017',
    sidebarText: '#d5d9e3',
    sidebarTextMuted: '#a3aabb',
    sidebarActiveBg: '#252c40',
    sidebarHoverBg: '#1b2030',
    overlay: 'rgba(0, 0, 0, 0.6)',
    skeleton: '#2a3040',
  },
} as const;

export type ColorToken = keyof (typeof palette)['light'];
export type ThemeName = keyof typeof palette;

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
export const cssVarName = (token: ColorToken) => `--laju-${kebab(token)}`;

const colorVars = Object.fromEntries(
  (Object.keys(palette.light) as ColorToken[]).map((token) => [token, `var(${cssVarName(token)})`]),
) as Record<ColorToken, string>;

/** The styled-components theme: every colour is a CSS variable reference. */
export const theme = {
  color: colorVars,
  space: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px' },
  radius: { sm: '4px', md: '6px', lg: '10px', pill: '999px' },
  font: {
    family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
    size: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem' },
    weight: { regular: 400, medium: 500, bold: 700 },
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.08)',
    md: '0 4px 12px rgba(0, 0, 0, 0.14)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.22)',
  },
  layout: {
    sidebarWidth: '256px',
    sidebarNarrowWidth: '64px',
    topbarHeight: '56px',
    asideWidth: '320px',
  },
  z: { sidebar: 1030, topbar: 1020, aside: 1040, backdrop: 1035, dropdown: 1050, progress: 1060 },
  motion: { fast: '120ms', normal: '200ms' },
} as const;

export type AppTheme = typeof theme;

export function cssVariables(name: ThemeName): string {
  return (Object.entries(palette[name]) as [ColorToken, string][])
    .map(([token, value]) => `${cssVarName(token)}: ${value};`)
    .join('\n');
}
