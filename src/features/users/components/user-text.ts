import { formatRecordId } from '../../../lib/record-id';

/** IDs shown with their prefix, padded so a column lines up (docs/product/data.md): 7 → U0007. */
export const formatUserId = (id: number) => formatRecordId('user', id);
