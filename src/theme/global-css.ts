import { cssVariables } from './palette';
import { theme as tokens } from './tokens';

/**
 * The page's global stylesheet: both themes' colour variables (the light ones on paper, whatever
 * the theme on screen), the resets, focus ring, the visually-hidden helper and reduced motion. Built once into a static CSS file (build/plugins.ts,
 * `virtual:laju-global.css`, imported by the entry and by Storybook's preview): the browser parses
 * it with the page, before any script, and the start-up carries neither the colours nor this text
 * (decision 283).
 */
export function globalCss(): string {
  return `
:root, :root[data-theme='light'] {
${cssVariables('light')}
color-scheme: light;
}
:root[data-theme='dark'] {
${cssVariables('dark')}
color-scheme: dark;
}
@media print {
  /* Paper is white: a page printed in the dark theme takes the light theme's colours. */
  :root[data-theme='dark'] {
${cssVariables('light')}
color-scheme: light;
  }
}
*, *::before, *::after { box-sizing: border-box; }
html, body { margin: 0; padding: 0; }
body {
  font-family: ${tokens.font.family};
  font-size: ${tokens.font.size.sm};
  line-height: 1.5;
  background: ${tokens.color.bg};
  color: ${tokens.color.text};
  -webkit-font-smoothing: antialiased;
}
a { color: ${tokens.color.primary}; }
:focus-visible { outline: 2px solid ${tokens.color.focus}; outline-offset: 2px; }
.visually-hidden {
  position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
}
@media (prefers-reduced-motion: reduce) {
  /* 0s, not the common 0.01ms: with a duration on every element, every property change of every
     element (transition-property defaults to all) became a one-frame transition, so a box made
     visible stayed hidden until the next frame (decision 262). Nothing waits for transitionend. */
  *, *::before, *::after { transition-duration: 0s !important; transition-delay: 0s !important; animation-duration: 0.01ms !important; animation-iteration-count: 1 !important; }
}
`;
}

/** The id the entry and Storybook's preview import the stylesheet by. */
export const GLOBAL_CSS_ID = 'virtual:laju-global.css';
