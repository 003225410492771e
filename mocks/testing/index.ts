export { createApiClient, ContractViolation, TEST_ORIGIN } from './apiClient';
export type { ApiClient, ApiResult, RequestOptions } from './apiClient';
export { TEST_NOW, resetAndSeed, setupMockApi } from './setupMockApi';
export type { MockApi } from './setupMockApi';
