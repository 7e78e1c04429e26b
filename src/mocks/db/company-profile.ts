import { companyProfileSnapshot, type CompanyProfile } from '../../../contract/company-profile';
import { findUser, mockTime } from './auth';
import { recordChange } from './logs';

/** A stored logo: the bytes as sent (the mock re-encodes nothing), under a generated name, with the size the server would make. */
export interface MockLogo {
  name: string;
  width: number;
  height: number;
  bytes: Uint8Array<ArrayBuffer>;
}

/** The profile as the server's `company_profile` row holds it (server/db/migrations/0018_company_profile.sql). */
export interface MockCompanyProfile {
  name: string;
  address: string;
  phone: string | null;
  npwp: string | null;
  logo: MockLogo | null;
  version: number;
  updatedAt: string | null;
  updatedById: number | null;
}

/** Never filled in: the row as the server's migration makes it. */
export const EMPTY_COMPANY_PROFILE: Readonly<MockCompanyProfile> = { name: '', address: '', phone: null, npwp: null, logo: null, version: 1, updatedAt: null, updatedById: null };

/** The demo company, filled in once by the administrator before the mock's first writes. */
const DEMO_TEXT = {
  name: 'PT Laju Sejahtera Abadi',
  address: 'Jl. Gunung Sahari Raya No. 18, Pademangan\nJakarta Utara 14420',
  phone: '(021) 6401 2345',
  npwp: '012345678901000',
};

/** The profile as the API answers it. */
export function companyProfileView(profile: MockCompanyProfile): CompanyProfile {
  const updatedBy = profile.updatedById === null ? null : findUser(profile.updatedById);
  return {
    name: profile.name,
    address: profile.address,
    phone: profile.phone,
    npwp: profile.npwp,
    logo: profile.logo && { name: profile.logo.name, width: profile.logo.width, height: profile.logo.height },
    version: profile.version,
    updatedAt: profile.updatedAt,
    updatedBy: profile.updatedById === null ? null : { id: profile.updatedById, name: updatedBy?.name ?? '' },
  };
}

let logoCount = 0;
/**
 * A new logo name of the server's pattern (a UUID and `.png`). The count never restarts, even when
 * the mock db is seeded again: a name is cached for good, so one name never means two pictures.
 */
export const nextLogoName = () => `${(logoCount += 1).toString(16).padStart(8, '0')}-6c6f-4000-8000-6c6f676f0000.png`;

/** The one company profile in the mock db. */
export const companyProfileStore = {
  profile: { ...EMPTY_COMPANY_PROFILE } as MockCompanyProfile,
  /** The demo company, saved once (version 2) with its change-log row; call after the log is emptied. */
  reset() {
    const savedAt = mockTime(60 * 24 * 392);
    this.profile = { ...EMPTY_COMPANY_PROFILE, ...DEMO_TEXT, version: 2, updatedAt: savedAt, updatedById: 1 };
    recordChange({
      entity: 'company-profile',
      entityId: 1,
      action: 'UPDATE',
      actorId: 1,
      before: companyProfileSnapshot(companyProfileView({ ...EMPTY_COMPANY_PROFILE })),
      after: companyProfileSnapshot(companyProfileView(this.profile)),
      createdAt: savedAt,
    });
  },
};
