import useSWR from 'swr';
import { COMPANY_PROFILE } from '../../../contract/areas';
import type { CompanyProfile } from '../../../contract/company-profile';
import { useApi } from './ApiContext';
import type { ApiClient } from './client';
import type { ApiError } from './errors';

/**
 * `GET /api/company-profile`: the company's name, address, phone, NPWP and logo, read by every
 * signed-in user; the notes print it and the settings page edits it
 * (docs/decisions/337-company-profile.md).
 */
export const getCompanyProfile = async (api: ApiClient) => (await api.get<{ data: CompanyProfile }>(COMPANY_PROFILE.api)).data;

export const companyProfileKey = () => [COMPANY_PROFILE.api] as const;

export function useCompanyProfile() {
  const { api } = useApi();
  return useSWR<CompanyProfile, ApiError>(companyProfileKey(), () => getCompanyProfile(api));
}
