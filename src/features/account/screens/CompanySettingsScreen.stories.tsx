import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { COMPANY_PROFILE } from '../../../../contract/areas';
import type { SeededRoleName } from '../../../../contract/permissions';
import { rememberSessionOf } from '../../../../stories/app/session';
import { AppHarness, StoryScreen } from '../../../../stories/harness/StoryHarness';
import { answersLate, apiError } from '../../../mocks/handlers/respond';
import { expectNoSideScroll, page } from '../../../lib/testing/story-queries';
import { routes } from '../../../lib/routes/routes';
import { companyProfileStore } from '../../../mocks/db/company-profile';
import { storySessionOf } from '../../../mocks/scenarios/account';
import { emptyCompanyProfile, SAMPLE_LOGO_PNG, seedCompanyProfile } from '../../../mocks/scenarios/company-profile';
import { ACCOUNT_STUBS } from '../testing/stubs';
import CompanySettingsScreen from './CompanySettingsScreen';

function Screen({ role }: { role: SeededRoleName }) {
  const { t } = useTranslation('common');
  return (
    <StoryScreen
      stubs={ACCOUNT_STUBS}
      path="/settings/company"
      session={() => storySessionOf(role)}
      routes={[{ path: routes.account.company.path, title: t('routes.companySettings'), element: <CompanySettingsScreen /> }]}
    />
  );
}

/**
 * /settings/company (docs/decisions/337-company-profile.md): name, address, phone and NPWP saved with
 * the version they were loaded at (a 409 keeps the input), the note's head previewed as typed, the
 * logo uploaded with its progress or removed after a question, the server's refusals in words, and
 * "not filled in yet" while the notes still carry the brand. The mock's demo company is filled in,
 * saved by the administrator, without a logo.
 */
const meta = {
  title: 'Account/Screens/CompanySettingsScreen',
  component: Screen,
  parameters: { router: false },
  args: { role: 'Master' },
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const PROFILE = `*${COMPANY_PROFILE.api}`;
const form = async () => within(await page().findByRole('form', { name: 'Data perusahaan' }));
const preview = () => page().getByRole('region', { name: 'Pratinjau kepala surat jalan' });
const logoSection = () => page().getByRole('region', { name: 'Logo' });
const toast = () => page().getByRole('status', { name: 'Notifikasi' });
const textbox = (scope: Awaited<ReturnType<typeof form>>, name: RegExp) => scope.getByRole('textbox', { name });
const png = (name = 'logo-baru.png') => new File([SAMPLE_LOGO_PNG], name, { type: 'image/png' });

export const Filled: Story = {
  play: async () => {
    const fields = await form();
    await expect(textbox(fields, /^Nama perusahaan/)).toHaveValue('PT Laju Sejahtera Abadi');
    await expect(textbox(fields, /^Alamat/)).toHaveValue('Jl. Gunung Sahari Raya No. 18, Pademangan\nJakarta Utara 14420');
    await expect(textbox(fields, /^Telepon/)).toHaveValue('(021) 6401 2345');
    // Stored as its digits, shown as staff write it.
    await expect(textbox(fields, /^NPWP/)).toHaveValue('01.234.567.8-901.000');
    await expect(page().getByText(/^Terakhir diubah oleh Administrator, /)).toBeVisible();
    await expect(preview()).toHaveTextContent('PT Laju Sejahtera Abadi');
    await expect(preview()).toHaveTextContent('Telp. (021) 6401 2345 · NPWP 01.234.567.8-901.000');
    await expect(page().queryByText(/belum diisi/)).toBeNull();
    // Nothing to save until something changes.
    await expect(fields.getByRole('button', { name: 'Simpan' })).toBeDisabled();
    await expect(within(logoSection()).getByText('Belum ada logo: surat jalan dicetak tanpa logo.')).toBeVisible();
    await expect(within(logoSection()).getByLabelText('Pilih logo')).toHaveAccessibleDescription(/^PNG, JPEG atau WebP, paling besar 5 MB\./);
  },
};

export const NotFilledIn: Story = {
  name: 'Not filled in: the notes still carry the brand',
  beforeEach: () => emptyCompanyProfile(),
  play: async () => {
    const fields = await form();
    await expect(page().getByText('Profil perusahaan belum diisi: surat jalan masih memakai nama LAJU.')).toBeVisible();
    await expect(textbox(fields, /^Nama perusahaan/)).toHaveValue('');
    await expect(within(preview()).getByText('LAJU')).toBeVisible();
    // Never saved: nobody changed it yet.
    await expect(page().queryByText(/^Terakhir diubah oleh/)).toBeNull();
    // The preview follows the typing.
    await userEvent.type(textbox(fields, /^Nama perusahaan/), 'CV Maju Bersama');
    await expect(within(preview()).getByText('CV Maju Bersama')).toBeVisible();
  },
};

export const WithLogo: Story = {
  name: 'With a logo: shown with its size, removed after a question',
  beforeEach: () => seedCompanyProfile({ logo: true }),
  play: async () => {
    await form();
    const logo = await within(logoSection()).findByRole('img', { name: 'Logo perusahaan saat ini' });
    const name = companyProfileStore.profile.logo!.name;
    await expect(logo).toHaveAttribute('src', `/api/company-profile/logo/${name}`);
    await waitFor(() => expect((logo as HTMLImageElement).naturalWidth).toBe(240));
    await expect(within(logoSection()).getByText('240 × 96 piksel')).toBeVisible();
    await expect(within(logoSection()).getByLabelText('Ganti logo')).toBeEnabled();
    await userEvent.click(within(logoSection()).getByRole('button', { name: 'Hapus logo' }));
    const dialog = await page().findByRole('alertdialog', { name: 'Hapus logo?' });
    await expect(dialog).toHaveTextContent('Surat jalan berikutnya dicetak tanpa logo.');
    // Focus starts on the choice that changes nothing.
    await expect(within(dialog).getByRole('button', { name: 'Batal' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, hapus logo' }));
    await waitFor(() => expect(toast()).toHaveTextContent('Logo dihapus.'));
    await expect(await within(logoSection()).findByText('Belum ada logo: surat jalan dicetak tanpa logo.')).toBeVisible();
    await expect(companyProfileStore.profile.logo).toBeNull();
  },
};

export const UploadLogo: Story = {
  name: 'Upload a logo: its progress, then the new logo everywhere on the page',
  beforeEach({ msw }) {
    msw.use(
      http.put(`${PROFILE}/logo`, async () => {
        await delay(400);
        return undefined;
      }),
    );
  },
  play: async () => {
    await form();
    await userEvent.upload(within(logoSection()).getByLabelText('Pilih logo'), png());
    await expect(await within(logoSection()).findByRole('progressbar', { name: 'Mengunggah logo-baru.png' })).toBeVisible();
    await expect(within(logoSection()).getByLabelText('Pilih logo')).toBeDisabled();
    await waitFor(() => expect(toast()).toHaveTextContent('Logo disimpan.'));
    await expect(await within(logoSection()).findByRole('img', { name: 'Logo perusahaan saat ini' })).toBeVisible();
    await expect(within(logoSection()).getByText('240 × 96 piksel')).toBeVisible();
    await expect(preview().querySelector('img')).toHaveAttribute('src', `/api/company-profile/logo/${companyProfileStore.profile.logo!.name}`);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(answersLate('get', PROFILE));
  },
  play: async () => {
    await expect(await page().findByRole('status', { name: 'Memuat profil perusahaan…' })).toHaveAttribute('aria-busy', 'true');
    await expect(page().queryByRole('form')).toBeNull();
  },
};

export const LoadError: Story = {
  name: 'Load error, then "Coba lagi"',
  beforeEach({ msw }) {
    msw.use(http.get(PROFILE, () => apiError(500, 'INTERNAL', 'Internal server error'), { once: true }));
  },
  play: async () => {
    const alert = await page().findByRole('alert');
    await expect(alert).toHaveTextContent('Data gagal dimuat');
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await expect(textbox(await form(), /^Nama perusahaan/)).toHaveValue('PT Laju Sejahtera Abadi');
  },
};

export const SaveSuccess: Story = {
  name: 'Save: toast, the newest version, the preview and who changed it',
  play: async () => {
    const fields = await form();
    const name = textbox(fields, /^Nama perusahaan/);
    await userEvent.clear(name);
    await userEvent.type(name, 'PT Laju Sentosa Logistik');
    const npwp = textbox(fields, /^NPWP/);
    await userEvent.clear(npwp);
    await userEvent.type(npwp, '3171 0123 4567 8901');
    await expect(preview()).toHaveTextContent('NPWP 3171012345678901');
    await userEvent.click(fields.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(toast()).toHaveTextContent('Profil perusahaan disimpan.'));
    await expect(companyProfileStore.profile).toMatchObject({ name: 'PT Laju Sentosa Logistik', npwp: '3171012345678901', version: 3 });
    await expect(fields.getByRole('button', { name: 'Simpan' })).toBeDisabled();
    await expect(npwp).toHaveValue('3171012345678901');
    await expect(page().getByText(/^Terakhir diubah oleh Administrator, /)).toBeVisible();
  },
};

export const StaleVersion: Story = {
  name: 'Version conflict: changed elsewhere, the input kept, "keep mine"',
  play: async () => {
    const fields = await form();
    seedCompanyProfile({ name: 'PT Laju dari Tab Lain' });
    const name = textbox(fields, /^Nama perusahaan/);
    await userEvent.clear(name);
    await userEvent.type(name, 'PT Laju Sentosa');
    await userEvent.click(fields.getByRole('button', { name: 'Simpan' }));
    const notice = await page().findByRole('region', { name: 'Data ini baru saja diubah orang lain' });
    await expect(within(notice).getByRole('table')).toHaveTextContent('PT Laju dari Tab Lain');
    await expect(name).toHaveValue('PT Laju Sentosa');
    await expect(name).toHaveAccessibleDescription(/Nilai terbaru di server: PT Laju dari Tab Lain/);
    // The NPWP nobody changed is no conflict, though the server holds its digits and the form its dots.
    await expect(textbox(fields, /^NPWP/)).not.toHaveAccessibleDescription(/Nilai terbaru/);
    await userEvent.click(within(notice).getByRole('button', { name: 'Simpan isian saya' }));
    await waitFor(() => expect(companyProfileStore.profile).toMatchObject({ name: 'PT Laju Sentosa', version: 4 }));
  },
};

export const FieldErrors: Story = {
  name: 'Field errors: a bad NPWP and no name, in the browser and from the server',
  // The first save the server sees answers a field code, as it would for input the browser let through.
  beforeEach({ msw }) {
    msw.use(http.put(PROFILE, () => apiError(400, 'VALIDATION_FAILED', 'Invalid input', { fields: { phone: 'INVALID_FORMAT' } }), { once: true }));
  },
  play: async () => {
    const fields = await form();
    const name = textbox(fields, /^Nama perusahaan/);
    const npwp = textbox(fields, /^NPWP/);
    await userEvent.clear(name);
    await userEvent.clear(npwp);
    await userEvent.type(npwp, '12.345.678');
    await userEvent.click(fields.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(npwp).toHaveAccessibleDescription(/^NPWP harus 15 angka, atau 16 untuk NPWP dari NIK/));
    await expect(name).toHaveAccessibleDescription('Wajib diisi.');
    await expect(name).toHaveFocus();
    await expect(companyProfileStore.profile.version).toBe(2);
    // A code from the server lands on its field in the area's words.
    await userEvent.type(name, 'PT Laju Sejahtera Abadi');
    await userEvent.clear(npwp);
    await userEvent.click(fields.getByRole('button', { name: 'Simpan' }));
    const phone = textbox(fields, /^Telepon/);
    await waitFor(() => expect(phone).toHaveAccessibleDescription(/^Nomor telepon tidak valid: 7–15 angka/));
    await expect(phone).toHaveFocus();
    await expect(name).not.toHaveAccessibleDescription('Wajib diisi.');
  },
};

export const Forbidden: Story = {
  name: 'Forbidden: a role without update-company-profile is turned away by the route',
  beforeEach: () => rememberSessionOf('Admin Gudang'),
  render: () => <AppHarness path="/settings/company" />,
  play: async () => {
    await expect(await page().findByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' }, { timeout: 10_000 })).toBeVisible();
    await expect(page().queryByRole('form', { name: 'Data perusahaan' })).toBeNull();
  },
};

export const LogoRefused: Story = {
  name: 'Logo refused: an SVG is not a picture the notes take, and the typing stays',
  play: async () => {
    const fields = await form();
    const name = textbox(fields, /^Nama perusahaan/);
    await userEvent.type(name, ' Tbk');
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'], 'logo.svg', { type: 'image/svg+xml' });
    // The file chooser offers pictures, but "All files" lets anything through.
    await userEvent.setup({ applyAccept: false }).upload(within(logoSection()).getByLabelText('Pilih logo'), svg);
    await expect(await within(logoSection()).findByRole('alert')).toHaveTextContent('Logo harus gambar PNG, JPEG atau WebP; berkas ini bukan salah satunya.');
    await expect(companyProfileStore.profile.logo).toBeNull();
    await expect(name).toHaveValue('PT Laju Sejahtera Abadi Tbk');
    // Over the limit: said before a byte is sent.
    const big = new File([SAMPLE_LOGO_PNG, new Uint8Array(5 * 1024 * 1024)], 'besar.png', { type: 'image/png' });
    await userEvent.upload(within(logoSection()).getByLabelText('Pilih logo'), big);
    await expect(await within(logoSection()).findByRole('alert')).toHaveTextContent('Logo lebih dari 5 MB; perkecil lalu coba lagi.');
    await expect(name).toHaveValue('PT Laju Sejahtera Abadi Tbk');
  },
};

const LONG_NAME = 'PT Lintas Antar Jaya Utama Nusantara Sejahtera Abadi Makmur Sentosa Logistik dan Pergudangan Tbk';

export const LongContent: Story = {
  name: 'Long content: a 100-character name, a long address',
  beforeEach: () =>
    seedCompanyProfile({
      name: LONG_NAME.padEnd(100, 'k'),
      address: `${'Kawasan Industri Pulogadung Blok III Kav. 12-14, Jl. Rawa Gelam IV, RT 001/RW 009, '.repeat(3)}\nJakarta Timur 13930`,
      logo: true,
    }),
  play: async ({ canvasElement }) => {
    const fields = await form();
    await expect((textbox(fields, /^Nama perusahaan/) as HTMLInputElement).value).toHaveLength(100);
    await expect(within(preview()).getByText(/^PT Lintas Antar Jaya Utama/)).toBeVisible();
    await expectNoSideScroll(canvasElement);
  },
};

export const Dark: Story = {
  name: 'Dark: the notice, the logo and the preview',
  globals: { theme: 'dark' },
  beforeEach: () => {
    emptyCompanyProfile();
    seedCompanyProfile({ logo: true });
  },
  play: async () => {
    await form();
    await expect(page().getByText('Profil perusahaan belum diisi: surat jalan masih memakai nama LAJU.')).toBeVisible();
    await expect(await within(logoSection()).findByRole('img', { name: 'Logo perusahaan saat ini' })).toBeVisible();
    await expect(within(preview()).getByText('LAJU')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  beforeEach: () => emptyCompanyProfile(),
  play: async () => {
    const fields = within(await page().findByRole('form', { name: 'Company details' }));
    await expect(page().getByRole('heading', { level: 1, name: 'Company profile' })).toBeVisible();
    await expect(page().getByText('The company profile is not filled in yet: delivery notes still carry the name LAJU.')).toBeVisible();
    await userEvent.type(fields.getByRole('textbox', { name: /^NPWP/ }), '123');
    await userEvent.click(fields.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fields.getByRole('textbox', { name: /^Company name/ })).toHaveAccessibleDescription('This field is required.'));
    await expect(fields.getByRole('textbox', { name: /^NPWP/ })).toHaveAccessibleDescription(/^An NPWP has 15 digits/);
    await expect(page().getByRole('region', { name: 'Delivery note header preview' })).toBeVisible();
    await expect(within(page().getByRole('region', { name: 'Logo' })).getByLabelText('Choose a logo')).toBeVisible();
  },
};
