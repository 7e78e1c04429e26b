import type { FileStore } from '../../services/file-store';
import type { Tx } from '../client';
import { deliveryStep } from './delivery';
import { masterDataStep } from './master-data';
import { createRandom, type Random } from './random';

/**
 * The deterministic demo-data generator (docs/product/running.md). Each area appends a step
 * (customers, items, fleets, delivery orders, shipments across 90 days); steps run in order, in the seed's
 * transaction, with one seeded PRNG and one reference date, so every install gets the same data.
 */
export interface DemoContext {
  readonly tx: Tx;
  readonly random: Random;
  /** "Today" of the demo data: the day of the first start, at midnight UTC. */
  readonly today: Date;
  /** Seeded role ids by name; users exist already (seed.ts). */
  readonly roleIds: ReadonlyMap<string, number>;
  /** Ids each step created, for later steps (e.g. `ids.customers`). */
  readonly ids: Map<string, number[]>;
  /** Where proof photos go (the server's store); without it demo shipments get no photo. */
  readonly photos?: FileStore;
}

export interface DemoStep {
  readonly name: string;
  run(context: DemoContext): Promise<void>;
}

export const DEMO_SEED = 20250404;

/** The areas' steps, in dependency order. Users and roles come from seed.ts. */
export const DEMO_STEPS: DemoStep[] = [masterDataStep, deliveryStep];

export async function generateDemoData(
  tx: Tx,
  options: { roleIds: ReadonlyMap<string, number>; today?: Date; steps?: readonly DemoStep[]; photos?: FileStore },
): Promise<void> {
  const today = options.today ?? new Date(new Date().toISOString().slice(0, 10));
  const context: DemoContext = {
    tx,
    random: createRandom(DEMO_SEED),
    today,
    roleIds: options.roleIds,
    ids: new Map(),
    ...(options.photos ? { photos: options.photos } : {}),
  };
  for (const step of options.steps ?? DEMO_STEPS) await step.run(context);
}
