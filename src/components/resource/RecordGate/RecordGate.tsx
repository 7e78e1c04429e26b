import { useDeferredValue, type ReactNode } from 'react';
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
 * to /404 (docs/product/sessions.md).
 *
 * A record that arrives is shown a render later (`useDeferredValue`, decision 278): SWR publishes
 * through `useSyncExternalStore`, whose updates React renders in one synchronous task, and a
 * record screen (a user's detail or form, a role's matrix) is its page's biggest tree; the urgent
 * render keeps the skeleton and the screen mounts in a transition that yields every few
 * milliseconds. A record already in the cache shows on the first render; a changed or removed
 * one shows at once, so a screen never shows another id's record.
 */
export function RecordGate<T>({ id, answer, listPath, ns, pending, children }: RecordGateProps<T>) {
  useForbiddenRedirect(answer.error);
  const deferred = useDeferredValue(answer.data);
  // Only the arrival is deferred: `deferred` lags only while it is still undefined.
  const record = deferred === undefined ? undefined : answer.data;
  // While the deferred record lags behind an answer that has one, the skeleton stays (not an error).
  const error = answer.data === undefined ? answer.error : undefined;
  if (pending !== undefined && id !== null && !record && !error) return pending;
  if (id === null || !record) {
    return <RecordLoadState error={error} invalidId={id === null} onRetry={() => void answer.mutate()} backTo={listPath} area={ns} />;
  }
  return children(record);
}
