export { authScenarios } from './auth';
