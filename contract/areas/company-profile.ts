import { declareArea } from '../area';

/**
 * The company's own details (docs/decisions/337-company-profile.md): name, address, phone, NPWP and
 * logo, printed at the head of every surat jalan in place of the build-time brand. Every signed-in
 * user reads it (a note is printed by whoever prints shipments); changing it is its one permission.
 * It has no pages of its own: its screen is under the account's settings.
 */
export const COMPANY_PROFILE = declareArea({
  key: 'companyProfile',
  entity: 'companyProfile',
  pages: false,
  changes: ['UPDATE'],
  permissions: {
    update: { id: 'Mengubah profil perusahaan (nama, alamat, NPWP, logo pada surat jalan)', en: 'Edit the company profile (name, address, NPWP, logo on delivery notes)' },
  },
});
