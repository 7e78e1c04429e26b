import { FLEETS } from '../../../../contract/areas';
import { defineArea, resourcePages } from '../define';

/** Fleets (docs/product/routes.md): the company's vehicles, their plates and capacities. */
export const fleets = defineArea({ declaration: FLEETS, routes: resourcePages(FLEETS), menu: ['data', 'new', 'logs'] });
