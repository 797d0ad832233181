import type { ApiResponse } from '@ieum/api-types';

/** What every call that changes a request answers. */
export type MatchingOutcome = ApiResponse<'/api/elderly/matching/{id}', 'post'>;
