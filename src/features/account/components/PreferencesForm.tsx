import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { THEME_MODES } from '../../../lib/color-scheme';
import { useThemeMode } from '../../../lib/use-theme-mode';
import { theme as tokens } from '../../../theme/tokens';

const LANGUAGES = [
  { value: 'id', label: 'Bahasa Indonesia' },
  { value: 'en', label: 'English' },
] as const;

/**
 * Language and theme, applied at once and remembered by the browser (i18next's local storage,
 * `laju-theme`); the top bar's selectors follow, as they read the same state.
 */
export function PreferencesForm() {
  const { t, i18n } = useTranslation('account');
  const [mode, setMode] = useThemeMode();
  const language = i18n.language?.startsWith('en') ? 'en' : 'id';
  const name = useId();
  return (
    <Root>
      <fieldset>
        <legend>{t('settings.preferences.language')}</legend>
        {LANGUAGES.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name={`${name}-language`}
              value={option.value}
              checked={language === option.value}
              onChange={() => void i18n.changeLanguage(option.value)}
            />
            {/* Each language is named in itself, whatever the page's language. */}
            <span lang={option.value}>{option.label}</span>
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('settings.preferences.theme')}</legend>
        {THEME_MODES.map((option) => (
          <label key={option}>
            <input type="radio" name={`${name}-theme`} value={option} checked={mode === option} onChange={() => setMode(option)} />
            <span>{t(`settings.preferences.themes.${option}`)}</span>
          </label>
        ))}
        <p className="hint">{t('settings.preferences.autoHint')}</p>
      </fieldset>
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(240px, 100%), 1fr));
  gap: ${tokens.space.lg};
  max-width: 720px;

  fieldset {
    display: grid;
    gap: ${tokens.space.sm};
    margin: 0;
    padding: ${tokens.space.sm} ${tokens.space.lg} ${tokens.space.lg};
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.lg};
    background: ${tokens.color.surface};
  }
  legend {
    padding: 0 ${tokens.space.xs};
    font-weight: ${tokens.font.weight.bold};
  }
  label {
    display: inline-flex;
    gap: ${tokens.space.sm};
    align-items: center;
    cursor: pointer;
  }
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${tokens.color.primary};
  }
  .hint {
    margin: 0;
    font-size: ${tokens.font.size.xs};
    color: ${tokens.color.textMuted};
  }
`;
