import type { Fleet } from '../../../../contract/fleets';
import type { ResourceFormFields } from '../../../components/resource/ResourceForm/ResourceForm';
import { useCan } from '../../../lib/access/AccessContext';
import { useRecord } from '../../../lib/resource/api';
import { AllocationEditor } from './AllocationEditor';
import { allocationOf, type DraftOrder } from './allocation-draft';
import { FLEETS } from '../../../../contract/areas';

/** The chosen fleet's capacity (the fleet picker's cached record), null without one or read-fleet. */
export function useFleetCapacity(fleetId: number | null): number | null {
  const can = useCan();
  const fleet = useRecord<Fleet>(FLEETS.api, can(FLEETS.permission.read) ? fleetId : null, { revalidateOnFocus: false });
  return fleetId === null ? null : (fleet.data?.capacityKg ?? null);
}

/**
 * The allocation editor inside the create form: what it holds goes with the form's values as
 * `deliveryOrders`, so the contract's schema checks it and the server's field errors land on its lines.
 */
export function FormAllocation({ form, errorText, drafts, onDrafts }: Pick<ResourceFormFields, 'form' | 'errorText'> & { drafts: DraftOrder[]; onDrafts(next: DraftOrder[]): void }) {
  const mode = form.watch('mode');
  const fleetId = form.watch('fleetId') as number | null;
  const capacityKg = useFleetCapacity(mode === 'ANTAR' ? fleetId : null);
  return (
    <AllocationEditor
      value={drafts}
      capacityKg={capacityKg}
      errorText={errorText}
      onChange={(next) => {
        onDrafts(next);
        form.setValue('deliveryOrders', allocationOf(next).body, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
      }}
    />
  );
}
