// The plain values of the change-log contract: constants and pure helpers with no zod, so a screen
// that only shows or filters (not a form) never downloads the validation library for them
// (decision 260). `contract/change-log.ts` re-exports them beside its schemas.
/** Null, an empty string and an empty list are the same nothing to a reader. */
export const isEmptyValue = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * Change-log actions: deactivation is DELETE, restoring is RESTORE, and cancelling (a DO,
 * a shipment) is CANCEL.
 */
export const CHANGE_ACTIONS = ['CREATE', 'UPDATE', 'DELETE', 'RESTORE', 'CANCEL'] as const;
export type ChangeAction = (typeof CHANGE_ACTIONS)[number];

/**
 * What each area can do to its records, so what its change log can hold: the server writes only
 * these (writeChangeLog's types) and a log screen's action filter offers only these. Users are
 * deactivated and restored; DOs and shipments are cancelled; the master data is only created and
 * changed (a fleet's "aktif" is a field of an update).
 */
export const ENTITY_CHANGE_ACTIONS = {
  user: ['CREATE', 'UPDATE', 'DELETE', 'RESTORE'],
  role: ['CREATE', 'UPDATE'],
  customer: ['CREATE', 'UPDATE'],
  item: ['CREATE', 'UPDATE'],
  fleet: ['CREATE', 'UPDATE'],
  'delivery-order': ['CREATE', 'UPDATE', 'CANCEL'],
  shipment: ['CREATE', 'UPDATE', 'CANCEL'],
} as const satisfies Record<string, readonly ChangeAction[]>;
export type ChangeEntity = keyof typeof ENTITY_CHANGE_ACTIONS;
/** The actions an entity's log holds (`ChangeActionOf<'delivery-order'>`: no DELETE). */
export type ChangeActionOf<E extends ChangeEntity> = (typeof ENTITY_CHANGE_ACTIONS)[E][number];

/** The actions of `entity`'s log; every action for an entity not declared. */
export const changeActionsOf = (entity: string | undefined): readonly ChangeAction[] =>
  entity !== undefined && Object.prototype.hasOwnProperty.call(ENTITY_CHANGE_ACTIONS, entity)
    ? ENTITY_CHANGE_ACTIONS[entity as ChangeEntity]
    : CHANGE_ACTIONS;
