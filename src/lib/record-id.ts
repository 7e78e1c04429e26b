import { AREA_DECLARATIONS, type RecordKind } from '../../contract/areas';

export type { RecordKind };

/** The prefix of each record's id as people read it (docs/product/data.md), from the areas' declarations. */
export const RECORD_ID_PREFIX = Object.fromEntries(
  AREA_DECLARATIONS.flatMap((area) => ('entity' in area && 'idPrefix' in area ? [[area.entity, area.idPrefix]] : [])),
) as Readonly<Record<RecordKind, string>>;

/** 7 → U0007: padded to four digits so a column lines up; longer ids are shown whole. */
export const formatRecordId = (kind: RecordKind, id: number) => `${RECORD_ID_PREFIX[kind]}${String(id).padStart(4, '0')}`;
