import { render, screen } from '@testing-library/react';
import { RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createStaticI18n } from '../lib/i18n';
import { bundledResources } from '../lib/i18n-resources';
import { AppProvider } from './AppProvider';
import { createAppMemoryRouter } from './router';

// A route screen that throws while rendering: no errorElement catches it but the router's own.
vi.mock('../features/auth/screens/LoginScreen', () => ({
  default: () => {
    throw new Error('The login screen broke');
  },
}));

describe('router', () => {
  it('shows the router\'s own "Unexpected Application Error!" view with the message for an unhandled route error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = createAppMemoryRouter(['/login']);
    render(
      <AppProvider i18n={createStaticI18n(bundledResources, 'id')}>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'The login screen broke' })).toBeTruthy();
  });
});
