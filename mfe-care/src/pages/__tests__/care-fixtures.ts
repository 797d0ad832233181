// Answers shaped as the API's schemas give them (api/src/schemas/care.ts).
export const person = {
  elderlyId: 5,
  name: '박순자',
  age: 82,
  gender: 'female' as const,
  phone: '010-2222-3333',
  district: 'GANGNAM' as const,
  addressDetail: '역삼동 1',
};

export function staffAlert(change: Record<string, unknown> = {}) {
  return {
    id: 7,
    status: 'OPEN',
    kind: 'FALL',
    kindLabel: '넘어지심(낙상)',
    message: '계단에서 넘어져서 못 일어나겠어',
    district: 'GANGNAM',
    createdAt: '2026-12-03T13:00:00',
    escalatedAt: null,
    overdue: false,
    acknowledgedAt: null,
    acknowledgedBy: null,
    closedAt: null,
    closedBy: null,
    outcome: null,
    outcomeLabel: null,
    note: null,
    elderly: person,
    ...change,
  };
}
