import { cssVarName, type ColorToken, type ThemeName } from './tokens';

/**
 * The colours of each theme. Read by the build's global stylesheet (global-css.ts) and by the print
 * styles, never by the app's start-up: a theme switch changes one attribute on <html>.
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
} as const satisfies Record<ThemeName, Record<ColorToken, string>>;

/** `--laju-bg: #f3f4f7;` … for one theme. */
export function cssVariables(name: ThemeName): string {
  return (Object.entries(palette[name]) as [ColorToken, string][])
    .map(([token, value]) => `${cssVarName(token)}: ${value};`)
    .join('\n');
}
