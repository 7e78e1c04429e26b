import { http, HttpResponse } from 'msw';
import { changeLogQuerySchema } from '../../../contract/change-log';
import type { PermissionName } from '../../../contract/permissions';
import { findRole, findUser } from '../db/auth';
import { importStore } from '../db/imports';
import { changeLog, fieldChanges, type MockChange } from '../db/logs';
import { authorize, inDayRange, paginate, parse, queryOf } from './helpers';

/** Each entity's current label for `entityLabel`; resource areas register theirs (resource.ts). */
const LABELS = new Map<string, (id: number) => string | null>([
  ['user', (id) => findUser(id)?.username ?? null],
  ['role', (id) => findRole(id)?.name ?? null],
]);
export const registerEntityLabel = (entity: string, label: (id: number) => string | null) => LABELS.set(entity, label);
/** A record's current label by its change-log entity (an export's reference filters). */
export const entityLabelOf = (entity: string, id: number) => LABELS.get(entity)?.(id) ?? null;
const labelOf = (change: MockChange) => LABELS.get(change.entity)?.(change.entityId) ?? null;
/** The import that wrote the change, named by its file, as the server joins `imports`. */
const importOf = (change: MockChange) => {
  const record = change.importId === undefined ? undefined : importStore.find(change.importId)?.record;
  return record ? { id: record.id, fileName: record.fileName } : null;
};

export const changeLogEntry = (change: MockChange) => {
  const actor = change.actorId === null ? null : findUser(change.actorId);
  return {
    id: change.id,
    entity: change.entity,
    entityId: change.entityId,
    entityLabel: labelOf(change),
    action: change.action,
    actor: actor ? { id: actor.id, username: actor.username, name: actor.name } : null,
    before: change.before,
    after: change.after,
    changes: fieldChanges(change.before, change.after),
    createdAt: change.createdAt,
    import: importOf(change),
  };
};

/** `GET /api/{area}/logs` for an entity (docs/product/api.md filters: id, action, actor, date range). */
export const changeLogHandler = (path: string, entity: MockChange['entity'], permission: PermissionName) =>
  http.get(path, ({ request }) => {
    const user = authorize(request, permission);
    if (user instanceof Response) return user;
    const query = parse(changeLogQuerySchema, queryOf(request));
    if (!query.ok) return query.response;
    const { id, action, actor, startDate, endDate, page, size } = query.data;
    const rows = changeLog
      .filter(
        (change) =>
          change.entity === entity &&
          (!id || change.entityId === id) &&
          (!action || change.action === action) &&
          (!actor || change.actorId === actor) &&
          inDayRange(change.createdAt, startDate, endDate),
      )
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
      .map(changeLogEntry);
    return HttpResponse.json(paginate(rows, page, size));
  });
