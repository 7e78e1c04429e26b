import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { useCompanyProfile } from '../../../lib/api/company-profile';
import { page } from '../../../lib/testing/story-queries';
import { companyProfileStore } from '../../../mocks/db/company-profile';
import { storySessionOf } from '../../../mocks/scenarios/account';
import { seedCompanyProfile } from '../../../mocks/scenarios/company-profile';
import { ACCOUNT_STUBS } from '../testing/stubs';
import { CompanyProfileForm } from './CompanyProfileForm';

/** The form as the settings page holds it, under its section's heading: the profile from the mock API. */
function Part() {
  const profile = useCompanyProfile();
  return profile.data ? (
    <section aria-labelledby="company-details">
      <h2 id="company-details">Data perusahaan</h2>
      <CompanyProfileForm profile={profile.data} />
    </section>
  ) : null;
}

function Block() {
  return <StoryScreen stubs={ACCOUNT_STUBS} path="/settings/company" session={() => storySessionOf('Master')} routes={[{ path: '/settings/company', title: 'Profil perusahaan', element: <Part /> }]} />;
}

/**
 * The company's name, address, phone and NPWP (docs/decisions/337-company-profile.md), saved with
 * the version they were loaded at, and the note's head previewed as typed.
 */
const meta = {
  title: 'Account/Components/CompanyProfileForm',
  component: Block,
  parameters: { router: false },
} satisfies Meta<typeof Block>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = async () => within(await page().findByRole('form', { name: 'Data perusahaan' }));

export const Default: Story = {
  name: 'Edited, previewed as typed, saved',
  play: async () => {
    const fields = await form();
    const phone = fields.getByRole('textbox', { name: /^Telepon/ });
    await userEvent.clear(phone);
    await userEvent.type(phone, '021-7654 3210');
    await expect(page().getByRole('region', { name: 'Pratinjau kepala surat jalan' })).toHaveTextContent('Telp. 021-7654 3210');
    await userEvent.click(fields.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(companyProfileStore.profile.phone).toBe('021-7654 3210'));
  },
};

export const InvalidNpwp: Story = {
  name: 'An NPWP of 14 digits: said at the field, nothing saved',
  play: async () => {
    const fields = await form();
    const npwp = fields.getByRole('textbox', { name: /^NPWP/ });
    await userEvent.clear(npwp);
    await userEvent.type(npwp, '01.234.567.8-901.00');
    await userEvent.click(fields.getByRole('button', { name: 'Simpan' }));
    await expect(npwp).toHaveAccessibleDescription(/15 angka, atau 16/);
    await expect(companyProfileStore.profile.npwp).toBe('012345678901000');
  },
};

export const ChangedElsewhere: Story = {
  name: 'Changed elsewhere meanwhile: the conflict, the input kept',
  play: async () => {
    const fields = await form();
    seedCompanyProfile({ name: 'PT Laju dari Tab Lain' });
    const name = fields.getByRole('textbox', { name: /^Nama perusahaan/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'PT Laju Sentosa');
    await userEvent.click(fields.getByRole('button', { name: 'Simpan' }));
    await expect(await page().findByRole('region', { name: 'Data ini baru saja diubah orang lain' })).toBeVisible();
    await expect(name).toHaveValue('PT Laju Sentosa');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    await expect((await form()).getByRole('textbox', { name: /^Nama perusahaan/ })).toHaveValue('PT Laju Sejahtera Abadi');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const fields = within(await page().findByRole('form', { name: 'Company details' }));
    await expect(fields.getByRole('button', { name: 'Save' })).toBeVisible();
  },
};
