import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { COMPANY_PROFILE } from '../../../../contract/areas';
import type { CompanyProfile } from '../../../../contract/company-profile';
import { useApi } from '../../../lib/api/ApiContext';
import type { ApiClient } from '../../../lib/api/client';
import { companyProfileKey } from '../../../lib/api/company-profile';
import { uploadFile } from '../../../lib/api/upload';
import { afterWrite } from '../../../lib/swr';

/** Where the logo is changed and removed; the stored picture is served at `companyLogoUrl(name)`. */
export const companyLogoPath = `${COMPANY_PROFILE.api}/logo`;

/**
 * `PUT /api/company-profile/logo`: the picture as multipart, with its upload progress. The server
 * tells the type by its bytes and refuses what is not PNG, JPEG or WebP (415), over 5 MiB (413) or
 * unreadable (422) (docs/decisions/337-company-profile.md).
 */
export const uploadCompanyLogo = (api: ApiClient, file: File, onProgress: (share: number) => void, signal?: AbortSignal) =>
  uploadFile<CompanyProfile>(api, { method: 'PUT', path: companyLogoPath, file, onProgress, signal });

/** The upload; the answer becomes the cached profile. */
export function useUploadCompanyLogo() {
  const { api } = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (file: File, onProgress: (share: number) => void, signal?: AbortSignal) => {
      const profile = await uploadCompanyLogo(api, file, onProgress, signal);
      afterWrite(mutate(companyProfileKey(), profile, { revalidate: false }));
      return profile;
    },
    [api, mutate],
  );
}
