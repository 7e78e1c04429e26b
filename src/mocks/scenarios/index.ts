export { authScenarios } from './auth';
export { codeNow, SECOND_FACTOR_RECOVERY_CODES, SECOND_FACTOR_SECRET, secondFactorScenarios, wrongCode } from './second-factor';
