import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Dropdown, type DropdownItem } from '../../ui/Dropdown/Dropdown';
import { Icon, type IconName } from '../../ui/Icon/Icon';
import { paths } from '../../../lib/routes/routes';
import { theme as tokens } from '../../../theme/tokens';
import { SearchIcon } from '../GlobalSearch/SearchIcon';

export type ThemeChoice = 'light' | 'dark' | 'auto';
export type LanguageChoice = 'id' | 'en';
export interface TopbarUser {
  username: string;
  name?: string;
}

export interface TopbarProps {
  sidebarVisible: boolean;
  onToggleSidebar: () => void;
  asideOpen: boolean;
  onToggleAside: () => void;
  theme: ThemeChoice;
  onThemeChange: (theme: ThemeChoice) => void;
  language: LanguageChoice;
  onLanguageChange: (language: LanguageChoice) => void;
  /** null when signed out: no account menu. */
  user: TopbarUser | null;
  onLogout: () => void;
  /** Opens the global search; without it the bar shows no search. */
  onSearch?: () => void;
  /** Ids of the sidebar and aside elements, for aria-controls when the page renders them. */
  sidebarId?: string;
  asideId?: string;
}

const themeIcons: Record<ThemeChoice, IconName> = { light: 'sun', dark: 'moon', auto: 'contrast' };
/** Each language is named in itself, whatever the interface language. */
const languages: { value: LanguageChoice; label: string }[] = [
  { value: 'id', label: 'Bahasa Indonesia' },
  { value: 'en', label: 'English' },
];

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${tokens.z.topbar};
  display: flex;
  align-items: center;
  gap: ${tokens.space.xs};
  min-height: ${tokens.layout.topbarHeight};
  padding: 0 ${tokens.space.md};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  border-bottom: 1px solid ${tokens.color.border};
`;

const Spacer = styled.div`
  flex: 1;
`;

const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 0;
  border-radius: ${tokens.radius.md};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover, &[aria-expanded='true'] { background: ${tokens.color.surfaceMuted}; }
`;

/** Looks like a field, is a button: the search itself opens in a dialog loaded on first use. */
const SearchTrigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space.sm};
  min-width: 200px;
  height: 36px;
  margin-left: ${tokens.space.sm};
  padding: 0 ${tokens.space.sm} 0 ${tokens.space.md};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.bg};
  color: ${tokens.color.textMuted};
  font: inherit;
  cursor: pointer;
  &:hover { border-color: ${tokens.color.textMuted}; }
  .text { flex: 1; text-align: left; }
  kbd {
    padding: 0 6px;
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.sm};
    font-family: ${tokens.font.mono};
    font-size: ${tokens.font.size.xs};
  }
  /* On phones the icon alone; the accessible name remains. */
  @media (max-width: 575.98px) {
    min-width: 0;
    width: 36px;
    margin-left: 0;
    padding: 0;
    justify-content: center;
    border: 0;
    background: transparent;
    .text, kbd { display: none; }
  }
`;

const Divider = styled.span`
  width: 1px;
  height: 24px;
  margin: 0 ${tokens.space.xs};
  background: ${tokens.color.border};
`;

const Account = styled(Dropdown)`
  /* On phones the name would crowd the bar; the icon and the accessible name remain. */
  @media (max-width: 575.98px) {
    .text { display: none; }
  }
`;

/** The top bar: sidebar toggle, the search trigger, theme, language, account and side panel controls. */
export function Topbar(props: TopbarProps) {
  const { t } = useTranslation(['ui', 'common']);
  const { theme, language, user } = props;

  const themeItems: DropdownItem[] = (['light', 'dark', 'auto'] as const).map((value) => ({
    kind: 'radio',
    id: value,
    label: t(`topbar.themes.${value}`),
    icon: themeIcons[value],
    checked: theme === value,
    onSelect: () => props.onThemeChange(value),
  }));
  const languageItems: DropdownItem[] = languages.map(({ value, label }) => ({
    kind: 'radio',
    id: value,
    label,
    lang: value,
    checked: language === value,
    onSelect: () => props.onLanguageChange(value),
  }));
  const displayName = user ? (user.name ?? user.username) : '';
  const accountItems: DropdownItem[] = [
    { kind: 'link', id: 'profile', label: t('topbar.profile'), icon: 'user', to: paths.account.profile() },
    { kind: 'link', id: 'settings', label: t('topbar.settings'), icon: 'settings', to: paths.account.settings() },
    { kind: 'separator', id: 'separator' },
    { kind: 'action', id: 'logout', label: t('topbar.logout'), icon: 'logout', onSelect: props.onLogout },
  ];

  return (
    <Header>
      <IconButton
        type="button"
        aria-label={t('topbar.toggleSidebar')}
        aria-expanded={props.sidebarVisible}
        aria-controls={props.sidebarId}
        onClick={props.onToggleSidebar}
      >
        <Icon name="menu" />
      </IconButton>
      {props.onSearch && (
        <SearchTrigger type="button" aria-label={t('common:search.open')} aria-keyshortcuts="/ Control+K Meta+K" aria-haspopup="dialog" onClick={props.onSearch}>
          <SearchIcon size={18} />
          <span className="text">{t('common:search.open')}</span>
          <kbd aria-hidden="true">/</kbd>
        </SearchTrigger>
      )}
      <Spacer />
      <Dropdown label={t('topbar.theme')} icon={themeIcons[theme]} items={themeItems} />
      <Dropdown label={t('topbar.language')} icon="globe" items={languageItems} />
      {user && (
        <>
          <Divider aria-hidden="true" />
          <Account
            label={t('topbar.accountMenu', { name: displayName })}
            icon="user"
            text={displayName}
            header={t('topbar.account')}
            items={accountItems}
          />
        </>
      )}
      <IconButton
        type="button"
        aria-label={t('topbar.toggleAside')}
        aria-expanded={props.asideOpen}
        aria-controls={props.asideId}
        onClick={props.onToggleAside}
      >
        <Icon name="panel-right" />
      </IconButton>
    </Header>
  );
}
