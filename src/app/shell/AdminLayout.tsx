import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router-dom';
import styled from 'styled-components';
import { Breadcrumb } from '../../components/layout/Breadcrumb/Breadcrumb';
import { Footer } from '../../components/layout/Footer/Footer';
import { PageHeader } from '../../components/layout/PageHeader/PageHeader';
import { Sidebar, type NavEntry } from '../../components/layout/Sidebar/Sidebar';
import { Topbar } from '../../components/layout/Topbar/Topbar';
import { Spinner } from '../../components/ui/Spinner/Spinner';
import { TopProgressBar } from '../../components/ui/TopProgressBar/TopProgressBar';
import { useSession } from '../../features/auth/session/SessionContext';
import { useLogout } from '../../features/auth/session/useLogout';
import { useAccess } from '../../lib/access/AccessContext';
import { BRAND, footerText } from '../../lib/brand';
import { useFirstDataLoading } from '../../lib/swr';
import { useUiState } from '../ui-state';
import { useGlobalSearchLauncher } from './GlobalSearchLauncher';
import { useBreadcrumbs, useCurrentRoute, useMenuEntries, useRouteAllowed } from './useShellModel';
import { theme as tokens } from '../../theme/tokens';

// The aside starts closed: its tabs, toggles and demo data load the first time it opens.
const AsidePanel = lazy(() =>
  import('../../components/layout/AsidePanel/AsidePanel').then((module) => ({ default: module.AsidePanel })),
);

/** The signed-in layout: sidebar, top bar, page header, content, footer, aside (docs/product/layout.md). */
export function AdminLayout() {
  const { t, i18n } = useTranslation();
  const ui = useUiState();
  const { currentUser } = useSession();
  const { ready } = useAccess();
  const logout = useLogout();
  const route = useCurrentRoute();
  const allowed = useRouteAllowed(route);
  const entries = useMenuEntries();
  const crumbs = useBreadcrumbs();
  const search = useGlobalSearchLauncher();
  const title = route ? t(`routes.${route.name}`) : '';

  useEffect(() => {
    document.title = title ? `${title} · ${BRAND.name}` : BRAND.name;
  }, [title]);
  const contentRef = useFocusContentOnNavigation();
  const [asideLoaded, setAsideLoaded] = useState(ui.asideShow);
  if (ui.asideShow && !asideLoaded) setAsideLoaded(true);
  // Mount the (closed) aside once the browser is idle, so its first opening slides in.
  useEffect(() => {
    const timer = setTimeout(() => setAsideLoaded(true), 1500);
    return () => clearTimeout(timer);
  }, []);

  if (!allowed) return <Navigate to={route && isHome(route.path) ? (firstPage(entries) ?? '/404') : '/404'} replace />;

  return (
    <Frame>
      <SkipLink href="#content">{t('skipToContent')}</SkipLink>
      <ShellProgress />
      <Sidebar
        brand={{ name: BRAND.name, short: BRAND.short, href: '/' }}
        entries={entries}
        loading={!ready}
        visible={ui.sidebarShow}
        narrow={ui.sidebarUnfoldable}
        onToggleNarrow={() => ui.setSidebarUnfoldable(!ui.sidebarUnfoldable)}
        onHide={() => ui.setSidebarShow(false)}
      />
      <Column>
        <Topbar
          sidebarVisible={ui.sidebarShow}
          onToggleSidebar={() => ui.setSidebarShow(!ui.sidebarShow)}
          asideOpen={ui.asideShow}
          onToggleAside={() => ui.setAsideShow(!ui.asideShow)}
          theme={ui.theme}
          onThemeChange={ui.setTheme}
          language={i18n.language?.startsWith('en') ? 'en' : 'id'}
          onLanguageChange={(language) => void i18n.changeLanguage(language)}
          user={currentUser ? { username: currentUser.username } : null}
          onLogout={() => void logout()}
          onSearch={search.open}
        />
        <Content id="content" tabIndex={-1} ref={contentRef} aria-label={title || undefined}>
          <PageHeader title={title} breadcrumb={<Breadcrumb crumbs={crumbs} />} />
          <Suspense fallback={<Spinner delayed />}>
            <Outlet />
          </Suspense>
        </Content>
        <Footer text={footerText} />
      </Column>
      {search.element}
      {asideLoaded && (
        <Suspense fallback={null}>
          <AsidePanel open={ui.asideShow} onClose={() => ui.setAsideShow(false)} />
        </Suspense>
      )}
    </Frame>
  );
}

/**
 * The top progress bar, with the two stores it follows read here, in a leaf: each page's first
 * data starting and arriving changes the loading count, and an external store's change re-renders
 * its readers synchronously. Read in AdminLayout, that re-rendered the whole layout (sidebar, top
 * bar, page) twice per page load in long tasks of 40–75 ms (decision 267).
 */
function ShellProgress() {
  const navigation = useNavigation();
  const dataLoading = useFirstDataLoading();
  return <TopProgressBar active={navigation.state !== 'idle' || dataLoading} />;
}

const isHome = (path: string) => path === '/' || path === '/dashboard';

/** A user who may not read the dashboard starts on the first page of their menu instead of /404. */
function firstPage(entries: NavEntry[]): string | undefined {
  const first = entries[0];
  return first?.kind === 'group' ? first.items[0]?.to : first?.to;
}

/** After a client-side navigation, move focus to the new page so screen readers announce it. */
function useFocusContentOnNavigation() {
  const { pathname } = useLocation();
  const ref = useRef<HTMLElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus({ preventScroll: false });
  }, [pathname]);
  return ref;
}

const Frame = styled.div`
  display: flex;
  min-height: 100vh;
`;
const Column = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;
// At least a screen tall, so the footer starts below the fold: a page whose data arrives later
// grows without moving anything in view (the footer's move was the CLS of /roles/:id/detail).
const Content = styled.main`
  flex: 1;
  min-height: calc(100vh - ${tokens.layout.topbarHeight});
  padding: ${tokens.space.xl};
  &:focus { outline: none; }
`;
const SkipLink = styled.a`
  position: absolute;
  left: ${tokens.space.sm};
  top: -48px;
  z-index: ${tokens.z.progress + 1};
  padding: ${tokens.space.sm} ${tokens.space.md};
  background: ${tokens.color.primary};
  color: ${tokens.color.primaryText};
  border-radius: ${tokens.radius.md};
  &:focus { top: ${tokens.space.sm}; }
`;
