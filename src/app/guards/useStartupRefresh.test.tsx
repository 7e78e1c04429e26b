import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../features/auth/session/SessionProvider';
import { useSession } from '../../features/auth/session/SessionContext';
import { BROWSER_SESSION_COOKIE } from '../../lib/persist';
import { useStartupRefresh } from './useStartupRefresh';

const session = { userId: 4, username: 'admin.suratjalan', accessToken: 'token-1', roleId: 4 };

/** What a page load shows: the start-up state, and who is signed in. */
function Page() {
  const state = useStartupRefresh();
  const { currentUser, signIn, endSession } = useSession();
  return (
    <main>
      <p>{state === 'ready' ? (currentUser ? `Masuk sebagai ${currentUser.username}` : 'Belum masuk') : state}</p>
      <button type="button" onClick={() => signIn(session, false)}>Masuk tanpa Ingat saya</button>
      <button type="button" onClick={() => void endSession('logout')}>Keluar</button>
    </main>
  );
}

/** A page load: a fresh provider over the same storage and cookies, as a reload or a new tab. */
const load = () => render(<SessionProvider><Page /></SessionProvider>);

function stubServer() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url.endsWith('/api/auth/refresh')) return Response.json({ data: { ...session, accessToken: 'token-2' } });
      return Response.json({ data: 'Ok' });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('a session without "Ingat saya" lasts for the browser session', () => {
  it('survives a reload or a new tab, and a sign-out ends it', async () => {
    const calls = stubServer();
    const first = load();
    expect(await screen.findByText('Belum masuk')).toBeTruthy();
    expect(calls).toEqual([]);
    await act(async () => screen.getByRole('button', { name: 'Masuk tanpa Ingat saya' }).click());
    expect(localStorage.getItem('persist')).toBe('false');
    // A browser-session cookie: no Max-Age or Expires, gone when the browser closes.
    expect(document.cookie).toContain(`${BROWSER_SESSION_COOKIE}=1`);
    first.unmount();

    const second = load();
    expect(await screen.findByText('Masuk sebagai admin.suratjalan')).toBeTruthy();
    expect(calls).toEqual(['POST /api/auth/refresh']);
    await act(async () => screen.getByRole('button', { name: 'Keluar' }).click());
    expect(await screen.findByText('Belum masuk')).toBeTruthy();
    expect(document.cookie).not.toContain(BROWSER_SESSION_COOKIE);
    second.unmount();

    calls.length = 0;
    load();
    expect(await screen.findByText('Belum masuk')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('is not restored once the browser was closed (its cookies gone) unless "Ingat saya" was ticked', async () => {
    const calls = stubServer();
    const closed = load();
    expect(await screen.findByText('Belum masuk')).toBeTruthy();
    closed.unmount();
    expect(calls).toEqual([]);

    localStorage.setItem('persist', 'true');
    load();
    expect(await screen.findByText('Masuk sebagai admin.suratjalan')).toBeTruthy();
    expect(calls).toEqual(['POST /api/auth/refresh']);
  });
});
