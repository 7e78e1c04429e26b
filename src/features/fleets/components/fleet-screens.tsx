import { useKilogramValues } from '../../../lib/resource/kilograms';

/** A fleet's values for reading: capacity in kg (its status the change log words itself). */
export const useFleetValues = () => useKilogramValues('capacityKg');
