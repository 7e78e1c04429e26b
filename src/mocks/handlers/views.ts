import { http } from 'msw';
import { idParamsSchema } from '../../../contract/api';
import { LISTS } from '../../../contract/areas';
import {
  createViewSchema,
  listPermissionOf,
  savedViewSnapshot,
  updateViewSchema,
  viewOrderSchema,
  viewsQuerySchema,
  type SavedView,
  type ViewList,
} from '../../../contract/views';
import { findRole, type MockUser } from '../db/auth';
import { nextTime, recordChange } from '../db/logs';
import { viewStore, type MockView } from '../db/views';
import { authorize, holds, idempotentCreate, jsonOf, parse, queryOf } from './helpers';
import { apiError, ok } from './respond';

/**
 * Saved views on the mock, answering as server/services/views.ts does (the shared suite
 * contract/testing/views-suite.ts holds both to it): the list's read permission for any of its
 * views, share-views to share, only the owner changes a view, each write a change-log row.
 */
const ENTITY = 'saved-view';

// The server's answers, word for word (server/errors.ts, server/services/views.ts).
const forbidden = () => apiError(403, 'FORBIDDEN', 'Permission missing');
const notFound = () => apiError(404, 'NOT_FOUND', 'View not found');
const nameTaken = () => apiError(409, 'CONFLICT', 'You already have a view of this list with that name', { fields: { name: 'TAKEN' } });
const invalid = (fields: Record<string, string>) => apiError(400, 'VALIDATION_FAILED', 'Invalid request', { fields });

const canRead = (user: MockUser, list: ViewList) => holds(user, listPermissionOf(list));

const toView = (view: MockView, user: MockUser): SavedView => ({
  id: view.id,
  list: view.list,
  name: view.name,
  search: view.search,
  sharedWith: view.roleId === null ? null : { id: view.roleId, name: findRole(view.roleId)?.name ?? '' },
  mine: view.ownerId === user.id,
  createdAt: view.createdAt,
  updatedAt: view.updatedAt,
});

const nameTakenBy = (user: MockUser, list: ViewList, name: string, exceptId?: number) =>
  viewStore.rows.some((view) => view.ownerId === user.id && view.list === list && view.id !== exceptId && view.name.toLowerCase() === name.toLowerCase());

/** Null when the user may share with the role; else the refusal. */
const shareRefusal = (user: MockUser, roleId: number) => {
  if (!holds(user, LISTS.permission.shareViews)) return forbidden();
  return findRole(roleId) ? null : invalid({ roleId: 'NOT_FOUND' });
};

const log = (user: MockUser, id: number, action: 'CREATE' | 'UPDATE' | 'DELETE', before: Record<string, unknown> | null, after: Record<string, unknown> | null) =>
  recordChange({ entity: ENTITY, entityId: id, action, actorId: user.id, before, after });

/** The caller's own views in their order, then those shared with their role by name. */
function listOf(user: MockUser, list: ViewList) {
  const collator = (a: MockView, b: MockView) => (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : a.name.toLowerCase() > b.name.toLowerCase() ? 1 : a.id - b.id);
  const rows = viewStore.rows.filter((view) => view.list === list);
  const own = rows.filter((view) => view.ownerId === user.id).sort((a, b) => a.position - b.position || collator(a, b));
  const shared = rows.filter((view) => view.ownerId !== user.id && view.roleId === user.roleId).sort(collator);
  return [...own, ...shared].map((view) => toView(view, user));
}

/** The view as its owner may change it: 404 unseen, 403 seen but not theirs or its list no longer readable. */
function ownView(user: MockUser, rawId: unknown): MockView | Response {
  const params = parse(idParamsSchema, { id: rawId });
  if (!params.ok) return params.response;
  const view = viewStore.find(params.data.id);
  const visible = view && (view.ownerId === user.id || view.roleId === user.roleId) && canRead(user, view.list);
  if (!view || !visible) return view?.ownerId === user.id ? forbidden() : notFound();
  return view.ownerId === user.id ? view : forbidden();
}

export const viewsHandlers = () => [
  http.get('*/api/views', ({ request }) => {
    const user = authorize(request);
    if (user instanceof Response) return user;
    const query = parse(viewsQuerySchema, queryOf(request));
    if (!query.ok) return query.response;
    if (!canRead(user, query.data.list)) return forbidden();
    return ok(listOf(user, query.data.list));
  }),

  http.post('*/api/views', async ({ request }) => {
    const user = authorize(request);
    if (user instanceof Response) return user;
    const body = parse(createViewSchema, await jsonOf(request));
    if (!body.ok) return body.response;
    const input = body.data;
    if (!canRead(user, input.list)) return forbidden();
    const idempotent = idempotentCreate(request, user, input);
    if (idempotent instanceof Response) return idempotent;
    const roleId = input.roleId ?? null;
    if (roleId !== null) {
      const refusal = shareRefusal(user, roleId);
      if (refusal) return refusal;
    }
    if (nameTakenBy(user, input.list, input.name)) return nameTaken();
    const now = nextTime();
    const own = viewStore.rows.filter((view) => view.ownerId === user.id && view.list === input.list);
    const view: MockView = {
      id: viewStore.nextId(),
      ownerId: user.id,
      list: input.list,
      name: input.name,
      search: input.search,
      roleId,
      position: Math.max(-1, ...own.map((other) => other.position)) + 1,
      createdAt: now,
      updatedAt: now,
    };
    viewStore.rows.push(view);
    const answer = toView(view, user);
    log(user, view.id, 'CREATE', null, savedViewSnapshot(answer));
    idempotent.save({ data: answer });
    return ok(answer, { status: 201 });
  }),

  http.put('*/api/views/order', async ({ request }) => {
    const user = authorize(request);
    if (user instanceof Response) return user;
    const body = parse(viewOrderSchema, await jsonOf(request));
    if (!body.ok) return body.response;
    const { list, ids } = body.data;
    if (!canRead(user, list)) return forbidden();
    const own = viewStore.rows.filter((view) => view.ownerId === user.id && view.list === list).sort((a, b) => a.position - b.position || a.id - b.id);
    const wanted = new Set(ids);
    if (wanted.size !== ids.length || own.length !== wanted.size || own.some((view) => !wanted.has(view.id))) return invalid({ ids: 'INVALID_VALUE' });
    const placeOf = new Map(own.map((view, index) => [view.id, index]));
    ids.forEach((id, position) => {
      const view = viewStore.find(id)!;
      const before = placeOf.get(id)!;
      view.position = position;
      if (before !== position) log(user, id, 'UPDATE', { position: before + 1 }, { position: position + 1 });
    });
    return ok(listOf(user, list));
  }),

  http.patch('*/api/views/:id', async ({ request, params }) => {
    const user = authorize(request);
    if (user instanceof Response) return user;
    const raw = parse(idParamsSchema, { id: params.id });
    if (!raw.ok) return raw.response;
    const body = parse(updateViewSchema, await jsonOf(request));
    if (!body.ok) return body.response;
    const view = ownView(user, params.id);
    if (view instanceof Response) return view;
    const input = body.data;
    const changes: Partial<MockView> = {};
    if (input.name !== undefined && input.name !== view.name) {
      if (nameTakenBy(user, view.list, input.name, view.id)) return nameTaken();
      changes.name = input.name;
    }
    if (input.search !== undefined && input.search !== view.search) changes.search = input.search;
    if (input.roleId !== undefined && input.roleId !== view.roleId) {
      if (input.roleId !== null) {
        const refusal = shareRefusal(user, input.roleId);
        if (refusal) return refusal;
      }
      changes.roleId = input.roleId;
    }
    const before = toView(view, user);
    if (Object.keys(changes).length === 0) return ok(before);
    Object.assign(view, changes, { updatedAt: nextTime() });
    const after = toView(view, user);
    log(user, view.id, 'UPDATE', savedViewSnapshot(before), savedViewSnapshot(after));
    return ok(after);
  }),

  http.delete('*/api/views/:id', ({ request, params }) => {
    const user = authorize(request);
    if (user instanceof Response) return user;
    const view = ownView(user, params.id);
    if (view instanceof Response) return view;
    viewStore.rows.splice(viewStore.rows.indexOf(view), 1);
    log(user, view.id, 'DELETE', savedViewSnapshot(toView(view, user)), null);
    return ok('Ok');
  }),
];
