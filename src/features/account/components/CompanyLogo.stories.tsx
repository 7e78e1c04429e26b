import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { useCompanyProfile } from '../../../lib/api/company-profile';
import { page } from '../../../lib/testing/story-queries';
import { companyProfileStore } from '../../../mocks/db/company-profile';
import { storySessionOf } from '../../../mocks/scenarios/account';
import { SAMPLE_LOGO_PNG, seedCompanyProfile } from '../../../mocks/scenarios/company-profile';
import { ACCOUNT_STUBS } from '../testing/stubs';
import { CompanyLogo } from './CompanyLogo';

/** The logo part as the settings page holds it: the profile's logo from the mock API. */
function Part() {
  const profile = useCompanyProfile();
  return profile.data ? <CompanyLogo logo={profile.data.logo} /> : null;
}

function Block() {
  return <StoryScreen stubs={ACCOUNT_STUBS} path="/settings/company" session={() => storySessionOf('Master')} routes={[{ path: '/settings/company', title: 'Logo', element: <Part /> }]} />;
}

/**
 * The company's logo on the settings page (docs/decisions/337-company-profile.md): chosen, made
 * small in the browser and uploaded with its progress, removed after a question; the server's
 * refusals in words.
 */
const meta = {
  title: 'Account/Components/CompanyLogo',
  component: Block,
  parameters: { router: false },
} satisfies Meta<typeof Block>;
export default meta;
type Story = StoryObj<typeof meta>;

const chooser = async (name = 'Pilih logo') => page().findByLabelText(name);

export const NoLogo: Story = {
  name: 'No logo: chosen and uploaded',
  play: async () => {
    await expect(await page().findByText('Belum ada logo: surat jalan dicetak tanpa logo.')).toBeVisible();
    await userEvent.upload(await chooser(), new File([SAMPLE_LOGO_PNG], 'logo.png', { type: 'image/png' }));
    await expect(await page().findByRole('img', { name: 'Logo perusahaan saat ini' })).toBeVisible();
    await expect(page().getByText('240 × 96 piksel')).toBeVisible();
    await waitFor(() => expect(companyProfileStore.profile.logo).toMatchObject({ width: 240, height: 96 }));
  },
};

export const WithLogo: Story = {
  name: 'A logo: replaced or removed after a question',
  beforeEach: () => seedCompanyProfile({ logo: true }),
  play: async () => {
    await expect(await chooser('Ganti logo')).toBeEnabled();
    await userEvent.click(page().getByRole('button', { name: 'Hapus logo' }));
    const dialog = await page().findByRole('alertdialog', { name: 'Hapus logo?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await expect(companyProfileStore.profile.logo).not.toBeNull();
    await expect(page().getByRole('img', { name: 'Logo perusahaan saat ini' })).toBeVisible();
  },
};

export const Refused: Story = {
  name: 'A file that is no picture: said, nothing stored',
  play: async () => {
    const pdf = new File(['%PDF-1.4 bukan gambar'], 'logo.png', { type: 'image/png' });
    await userEvent.upload(await chooser(), pdf);
    await expect(await page().findByRole('alert')).toHaveTextContent('Logo harus gambar PNG, JPEG atau WebP; berkas ini bukan salah satunya.');
    await expect(companyProfileStore.profile.logo).toBeNull();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  beforeEach: () => seedCompanyProfile({ logo: true }),
  play: async () => {
    await expect(await page().findByRole('img', { name: 'Logo perusahaan saat ini' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    await expect(await page().findByText(/^No logo yet/)).toBeVisible();
    await expect(await chooser('Choose a logo')).toBeEnabled();
  },
};
