/**
 * Design tokens. Colours differ per theme and are exposed as CSS variables, so switching
 * light/dark changes one attribute on <html> and re-renders nothing.
 */
/**
 * The colour tokens. Their values per theme live in `palette.ts`, which only the build (the global
 * stylesheet, decision 283) and the print styles read: the running app refers to colours through
 * CSS variables alone, so it carries no colour value.
 */
export const COLOR_TOKENS = [
  'bg', 'surface', 'surfaceRaised', 'surfaceMuted', 'border', 'text', 'textMuted', 'textInverse',
  'primary', 'primaryHover', 'primaryText', 'focus', 'danger', 'dangerBg', 'success', 'successBg',
  'warning', 'warningBg', 'info', 'sidebarBg', 'sidebarText', 'sidebarTextMuted', 'sidebarActiveBg',
  'sidebarHoverBg', 'overlay', 'skeleton',
] as const;

export type ColorToken = (typeof COLOR_TOKENS)[number];
export type ThemeName = 'light' | 'dark';

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
export const cssVarName = (token: ColorToken) => `--laju-${kebab(token)}`;

const colorVars = Object.fromEntries(
  COLOR_TOKENS.map((token) => [token, `var(${cssVarName(token)})`]),
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
