/** The prefix of each record's id as people read it (docs/product/data.md). */
export const RECORD_ID_PREFIX = {
  user: 'U',
  role: 'R',
  customer: 'C',
  item: 'I',
  fleet: 'F',
  deliveryOrder: 'DO',
  shipment: 'S',
} as const;

export type RecordKind = keyof typeof RECORD_ID_PREFIX;

/** 7 → U0007: padded to four digits so a column lines up; longer ids are shown whole. */
export const formatRecordId = (kind: RecordKind, id: number) => `${RECORD_ID_PREFIX[kind]}${String(id).padStart(4, '0')}`;
