import type { ViewList } from '../../../contract/views-values';

/** A saved view as the server's `saved_views` table holds it (server/db/migrations/0015_saved_views.sql). */
export interface MockView {
  id: number;
  ownerId: number;
  list: ViewList;
  name: string;
  search: string;
  roleId: number | null;
  /** The owner's order. */
  position: number;
  createdAt: string;
  updatedAt: string;
}

/** Saved views in the mock db; empty at every reset, as a new install is. */
export const viewStore = {
  rows: [] as MockView[],
  find(id: number) {
    return this.rows.find((view) => view.id === id);
  },
  nextId() {
    return Math.max(0, ...this.rows.map((view) => view.id)) + 1;
  },
  reset() {
    this.rows.length = 0;
  },
};
