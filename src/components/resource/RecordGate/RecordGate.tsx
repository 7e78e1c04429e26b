import type { ReactNode } from 'react';
import { useForbiddenRedirect } from '../../../lib/list-state/list-helpers';
import { RecordLoadState } from '../../feedback/RecordLoadState/RecordLoadState';

export interface RecordGateProps<T> {
  /** The route's id as parsed by `parseId`: null for `abc`, `0`, `-1`, `99999999999`. */
  id: number | null;
  /** The area's record hook's answer. */
  answer: { data?: T; error?: unknown; mutate(): unknown };
  /** Where "back to the list" goes from "not found". */
  listPath: string;
  /** The area's namespace, for its own "not found" words. */
  ns: string;
  /**
   * Shown while the record loads instead of the skeleton, by a screen whose own placeholders hold
   * the final layout (decision 141: a role's permission matrix).
   */
  pending?: ReactNode;
  children(record: T): ReactNode;
}

/**
 * What a record screen (detail, edit) shows until its record is there, decided once for every
 * area: a skeleton, "not found" for a malformed id or a 404, the failure with a retry; a 403 goes
 * to /404 (SPEC §4).
 */
export function RecordGate<T>({ id, answer, listPath, ns, pending, children }: RecordGateProps<T>) {
  useForbiddenRedirect(answer.error);
  if (pending !== undefined && id !== null && !answer.data && !answer.error) return pending;
  if (id === null || !answer.data) {
    return <RecordLoadState error={answer.error} invalidId={id === null} onRetry={() => void answer.mutate()} backTo={listPath} area={ns} />;
  }
  return children(answer.data);
}
