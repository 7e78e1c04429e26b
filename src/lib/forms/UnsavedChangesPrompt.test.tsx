import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createStaticI18n } from '../i18n';
import { bundledResources } from '../i18n-resources';
import { AppProvider } from '../../app/AppProvider';
import { useUnsavedChangesPrompt } from './UnsavedChangesPrompt';

/** A dirty form whose "Simpan" saves, goes back to the list and, at once, on to another page. */
function DirtyForm({ twice }: { twice: boolean }) {
  const unsaved = useUnsavedChangesPrompt(true);
  const navigate = useNavigate();
  return (
    <main>
      <h1>Form</h1>
      {unsaved.prompt}
      <button
        type="button"
        onClick={() => {
          unsaved.allowNavigation();
          void navigate('/list');
          // The person's next click, before the list has rendered: the form is still mounted.
          if (twice) void navigate('/other');
        }}
      >
        Simpan
      </button>
      <a href="/other" onClick={(event) => (event.preventDefault(), void navigate('/other'))}>
        Lain
      </a>
    </main>
  );
}

function renderAt(twice: boolean) {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <DirtyForm twice={twice} /> },
      { path: '/list', element: <h1>List</h1> },
      { path: '/other', element: <h1>Other</h1> },
    ],
    { initialEntries: ['/form'] },
  );
  render(
    <AppProvider i18n={createStaticI18n(bundledResources, 'id')}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

afterEach(cleanup);

describe('useUnsavedChangesPrompt', () => {
  it('asks before leaving a dirty form', async () => {
    renderAt(false);
    await act(async () => screen.getByRole('link', { name: 'Lain' }).click());
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Form' })).toBeTruthy();
  });

  it('lets every navigation through once the input is saved, not only the first', async () => {
    const router = renderAt(true);
    await act(async () => screen.getByRole('button', { name: 'Simpan' }).click());
    expect(await screen.findByRole('heading', { name: 'Other' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/other');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
