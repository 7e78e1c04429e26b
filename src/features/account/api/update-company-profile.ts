import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { COMPANY_PROFILE } from '../../../../contract/areas';
import type { CompanyProfile, UpdateCompanyProfile } from '../../../../contract/company-profile';
import { useApi } from '../../../lib/api/ApiContext';
import type { ApiClient } from '../../../lib/api/client';
import { companyProfileKey } from '../../../lib/api/company-profile';
import { afterWrite } from '../../../lib/swr';

/**
 * `PUT /api/company-profile`: the whole text with the version the form was loaded at (409
 * VERSION_CONFLICT with `error.current` when stale; docs/decisions/337-company-profile.md).
 */
export const updateCompanyProfile = async (api: ApiClient, body: UpdateCompanyProfile) =>
  (await api.put<{ data: CompanyProfile }>(COMPANY_PROFILE.api, body)).data;

/** Saves; the answer becomes the cached profile, which the notes print from. */
export function useUpdateCompanyProfile() {
  const { api } = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body: UpdateCompanyProfile) => {
      const profile = await updateCompanyProfile(api, body);
      afterWrite(mutate(companyProfileKey(), profile, { revalidate: false }));
      return profile;
    },
    [api, mutate],
  );
}
