import { useEffect, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Customer } from '../../../../contract/customers';
import type { DeliveryOrder } from '../../../../contract/delivery-orders';
import { DELIVERY_ORDER_LINES_MAX } from '../../../../contract/delivery-orders-values';
import { Field } from '../../../components/form/Field/Field';
import { TextArea } from '../../../components/form/TextArea/TextArea';
import { CustomerPicker } from '../../../components/pickers/CustomerPicker/CustomerPicker';
import type { ResourceFormFields } from '../../../components/resource/ResourceForm/ResourceForm';
import { useCan } from '../../../lib/access/AccessContext';
import { useRecord } from '../../../lib/resource/api';
import { NS } from './delivery-order-screens';
import { LineEditor } from './LineEditor';
import { CUSTOMERS } from '../../../../contract/areas';

/**
 * The form's fields: server field errors and version conflicts are matched to them, per line
 * too (`lines.2.quantity`); a conflict compares the top-level ones.
 */
export const DELIVERY_ORDER_FIELDS = [
  'customerId',
  'address',
  'notes',
  'lines',
  ...Array.from({ length: DELIVERY_ORDER_LINES_MAX }, (_, index) => [`lines.${index}.itemId`, `lines.${index}.quantity`]).flat(),
] as const;

export interface LineValue {
  itemId: number | null;
  quantity: number | string | null;
}

export const deliveryOrderFormValues = (order?: DeliveryOrder) => ({
  customerId: order?.customerId ?? null,
  address: order?.address ?? '',
  notes: order?.notes ?? '',
  lines: order ? order.lines.map((line): LineValue => ({ itemId: line.itemId, quantity: line.quantity })) : [{ itemId: null, quantity: null } as LineValue],
});

export interface DeliveryOrderFieldsProps extends ResourceFormFields {
  /** Edit: the DO as loaded (its lines' units and what shipments already took). */
  order?: DeliveryOrder;
}

/**
 * The customer, the delivery address (the customer's when the customer is picked and the address
 * is blank or was filled in from the previous customer), internal notes and the lines.
 */
export function DeliveryOrderFields({ form, errorText, currentValue, order }: DeliveryOrderFieldsProps) {
  const { t } = useTranslation(NS);
  const can = useCan();
  const customerId = form.watch('customerId') as number | null;
  // The customer as the picker's search returned it (read-customers is enough: Kepala Gudang has
  // no read-customer), else read by id.
  const [pickedCustomer, setPickedCustomer] = useState<Customer | null>(null);
  const fromPick = pickedCustomer !== null && pickedCustomer.id === customerId ? pickedCustomer : undefined;
  const customer = useRecord<Customer>(CUSTOMERS.api, !fromPick && can(CUSTOMERS.permission.read) ? customerId : null, { revalidateOnFocus: false });
  const seen = useRef(order?.customerId ?? null);
  const filled = useRef<string | null>(null);
  useEffect(() => {
    const picked = fromPick ?? customer.data;
    if (!picked || picked.id !== customerId || picked.id === seen.current) return;
    seen.current = picked.id;
    const address = String(form.getValues('address') ?? '');
    if (!address.trim() || !form.getFieldState('address').isDirty || address === filled.current) {
      filled.current = picked.address;
      form.setValue('address', picked.address, { shouldDirty: true });
    }
  }, [fromPick, customer.data, customerId, form]);

  const field = (name: 'customerId' | 'address' | 'notes') => ({ label: t(`fields.${name}`), error: errorText(name), currentValue: currentValue(name) });
  const allocated = order?.lines.some((line) => line.allocated > 0) ?? false;
  return (
    <>
      <Field {...field('customerId')} required hint={allocated ? t('form.customerLocked') : undefined}>
        <Controller
          control={form.control}
          name="customerId"
          render={({ field: picker }) => (
            <CustomerPicker
              activeOnly
              ref={picker.ref}
              name={picker.name}
              value={(picker.value as number | null) ?? null}
              onBlur={picker.onBlur}
              onChange={(id) => picker.onChange(id)}
              onPick={setPickedCustomer}
              disabled={allocated}
              placeholder={t('form.customerPlaceholder')}
            />
          )}
        />
      </Field>
      <Field {...field('address')} hint={t('form.addressHint')} className="wide">
        <TextArea rows={3} autoComplete="street-address" {...form.register('address')} />
      </Field>
      <Field {...field('notes')} hint={t('form.notesHint')} className="wide">
        <TextArea rows={3} {...form.register('notes')} />
      </Field>
      <LineEditor form={form} errorText={errorText} currentValue={currentValue} order={order} />
    </>
  );
}
