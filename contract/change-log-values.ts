import { ENTITY_CHANGE_ACTIONS, type ChangeEntity } from './areas';
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

export { ENTITY_CHANGE_ACTIONS, type ChangeActionOf, type ChangeEntity } from './areas';

/** The actions of `entity`'s log; every action for an entity not declared. */
export const changeActionsOf = (entity: string | undefined): readonly ChangeAction[] =>
  entity !== undefined && Object.prototype.hasOwnProperty.call(ENTITY_CHANGE_ACTIONS, entity)
    ? (ENTITY_CHANGE_ACTIONS[entity as ChangeEntity] as readonly ChangeAction[])
    : CHANGE_ACTIONS;
