import { createContext, useContext } from 'react';

/** What a Field tells the control inside it, so label, hint and error reach assistive tech. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FieldContextValue {
  control: FieldControlProps;
  /** The visible label's id, for popups that need a name of their own (a picker's listbox). */
  labelId: string;
}

export const FieldContext = createContext<FieldContextValue | null>(null);

/** The surrounding Field's label id, if any. */
export const useFieldLabelId = (): string | undefined => useContext(FieldContext)?.labelId;

/**
 * Merges the surrounding Field's wiring into a control's own props; the control's explicit props
 * win, and its own aria-describedby is kept alongside the Field's.
 */
export function useFieldControl<P extends { id?: string; 'aria-describedby'?: string; 'aria-invalid'?: unknown }>(
  props: P,
): P & Partial<FieldControlProps> {
  const field = useContext(FieldContext)?.control;
  if (!field) return props as P & Partial<FieldControlProps>;
  const describedBy = [field['aria-describedby'], props['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return {
    ...field,
    ...props,
    id: props.id ?? field.id,
    'aria-describedby': describedBy,
    'aria-invalid': props['aria-invalid'] ?? field['aria-invalid'],
  };
}
