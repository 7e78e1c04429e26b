import { z } from 'zod';
import { nameTextSchema } from './text';
import { hasMarkup, VIEW_LISTS, VIEW_NAME_MAX, VIEW_SEARCH_MAX, viewSearchOf } from './views-values';

export { hasMarkup, isViewList, listPermissionOf, VIEW_LISTS, VIEW_NAME_MAX, VIEW_SEARCH_MAX, viewSearchOf, type ViewList } from './views-values';

/**
 * Saved views (docs/decisions/334-saved-views.md): a list's search, filters, sort and page size
 * kept under a name on the server, for its owner or shared with a role.
 */
export const viewListSchema = z.enum(VIEW_LISTS);

/**
 * A view's name: the name rule of contract/text.ts (no control or invisible characters; blanks
 * trimmed and collapsed), 1–60 characters, and no `<` or `>` (INVALID_CHARACTERS): it is plain
 * text. Unique per owner and list ignoring case (409 CONFLICT, `fields.name = TAKEN`).
 */
export const viewNameSchema = nameTextSchema().superRefine((value, ctx) => {
  const problem = value === '' ? 'REQUIRED' : value.length > VIEW_NAME_MAX ? 'TOO_LONG' : hasMarkup(value) ? 'INVALID_CHARACTERS' : null;
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** The list's URL search string, without the page number (contract/views-values.ts `viewSearchOf`). */
export const viewSearchSchema = z
  .string()
  .max(VIEW_SEARCH_MAX)
  .refine((value) => !CONTROL.test(value), { message: 'INVALID_CHARACTERS', abort: true })
  .transform(viewSearchOf);

/** A role id, or null for a personal view. */
const sharedWithSchema = z.number().int().positive().max(2_147_483_647).nullable();

/** `GET /api/views?list=customers`. */
export const viewsQuerySchema = z.strictObject({ list: viewListSchema });

/** `POST /api/views`: sharing (`roleId`) needs share-views; a view of a list needs the list's read permission. */
export const createViewSchema = z.strictObject({
  list: viewListSchema,
  name: viewNameSchema,
  search: viewSearchSchema.default(''),
  roleId: sharedWithSchema.optional(),
});
export type CreateView = z.input<typeof createViewSchema>;

/** `PATCH /api/views/:id`, the owner's only: the fields that change; `roleId: null` makes it personal again. */
export const updateViewSchema = z.strictObject({
  name: viewNameSchema.optional(),
  search: viewSearchSchema.optional(),
  roleId: sharedWithSchema.optional(),
});
export type UpdateView = z.input<typeof updateViewSchema>;

/** `PUT /api/views/order`: every view the caller owns of the list, in the order the menu shows them. */
export const viewOrderSchema = z.strictObject({
  list: viewListSchema,
  ids: z.array(z.number().int().positive().max(2_147_483_647)).max(500),
});
export type ViewOrder = z.input<typeof viewOrderSchema>;

export const savedViewSchema = z.object({
  id: z.number().int().positive(),
  list: viewListSchema,
  name: z.string(),
  search: z.string(),
  /** The role it is shared with, or null for a personal view. */
  sharedWith: z.object({ id: z.number().int().positive(), name: z.string() }).nullable(),
  /** The caller owns it: theirs to rename, reorder, share and delete; anyone else's is read-only. */
  mine: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedView = z.infer<typeof savedViewSchema>;

/** What the change log keeps of a view (entity `saved-view`). */
export const savedViewSnapshot = (view: { list: string; name: string; search: string; sharedWith: { name: string } | null }) => ({
  list: view.list,
  name: view.name,
  search: view.search,
  sharedWith: view.sharedWith?.name ?? null,
});
