import { ITEMS } from '../../../../contract/areas';
import { defineArea, resourcePages } from '../define';

/** Items (docs/product/routes.md): what leaves the warehouse, with its unit and weight per unit. */
export const items = defineArea({ declaration: ITEMS, routes: resourcePages(ITEMS), menu: ['data', 'new', 'logs'] });
