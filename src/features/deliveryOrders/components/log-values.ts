import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryOrderStatus } from '../../../../contract/delivery-orders';

/** A change-log value in words: the status as the badge names it; the rest as the log shows it. */
export function useLogValue() {
  const { t } = useTranslation('ui');
  return useCallback(
    (field: string, value: unknown) => (field === 'status' && typeof value === 'string' ? t(`deliveryOrderStatus.${value as DeliveryOrderStatus}`) : undefined),
    [t],
  );
}
