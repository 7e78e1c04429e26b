import type { SeededRoleName } from '../../contract/permissions';
import { authScenarios } from '../../src/mocks/scenarios/auth';

/** A remembered session for the role's demo user: start-up refreshes it, as after a reload. */
export function rememberSessionOf(role: SeededRoleName) {
  localStorage.setItem('persist', 'true');
  authScenarios.signedInAs(role);
}
