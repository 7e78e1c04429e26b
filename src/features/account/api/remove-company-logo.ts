import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { CompanyProfile } from '../../../../contract/company-profile';
import { useApi } from '../../../lib/api/ApiContext';
import type { ApiClient } from '../../../lib/api/client';
import { companyProfileKey } from '../../../lib/api/company-profile';
import { companyLogoPath } from './upload-company-logo';
import { afterWrite } from '../../../lib/swr';

/** `DELETE /api/company-profile/logo`: the notes print without a logo from then on. */
export const removeCompanyLogo = async (api: ApiClient) => (await api.delete<{ data: CompanyProfile }>(companyLogoPath)).data;

/** Removes; the answer becomes the cached profile. */
export function useRemoveCompanyLogo() {
  const { api } = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    const profile = await removeCompanyLogo(api);
    afterWrite(mutate(companyProfileKey(), profile, { revalidate: false }));
    return profile;
  }, [api, mutate]);
}
