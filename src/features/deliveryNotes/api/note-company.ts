import { useCompanyProfile } from '../../../lib/api/company-profile';
import { BRAND_COMPANY, noteCompanyOf, type NoteCompany } from '../components/note-model';

export interface NoteCompanyState {
  /** Undefined while the profile loads: the notes are measured with their head, so they wait for it. */
  company: NoteCompany | undefined;
  /** The profile did not load: the notes carry the build-time brand, and the screen says so. */
  failed: boolean;
  retry(): void;
}

/** The company at the head of the notes (docs/decisions/337-company-profile.md). */
export function useNoteCompany(): NoteCompanyState {
  const profile = useCompanyProfile();
  const failed = profile.data === undefined && profile.error !== undefined;
  return {
    company: profile.data !== undefined ? noteCompanyOf(profile.data) : failed ? BRAND_COMPANY : undefined,
    failed,
    retry: () => void profile.mutate(),
  };
}
