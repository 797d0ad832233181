export const HELP_TYPES = {
  HEALTH: { label: '의료', bit: 1 },
  CULTURE: { label: '문화', bit: 2 },
  EDUCATION: { label: '교육', bit: 4 },
  HOUSING: { label: '주거', bit: 8 },
} as const;

export type HelpType = keyof typeof HELP_TYPES;

export const HELP_TYPE_CODES = Object.keys(HELP_TYPES) as HelpType[];

export function isHelpType(value: unknown): value is HelpType {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(HELP_TYPES, value);
}

export function helpTypeLabel(type: string | null | undefined): string {
  return isHelpType(type) ? HELP_TYPES[type].label : '';
}

/** The schedule's category number: the sum of the chosen types' bits. */
export function categoryFromTypes(types: readonly HelpType[]): number {
  return [...new Set(types)].reduce((sum, type) => sum + HELP_TYPES[type].bit, 0);
}

export function typesFromCategory(category: number): HelpType[] {
  return HELP_TYPE_CODES.filter((type) => (category & HELP_TYPES[type].bit) !== 0);
}

/** Every type at once (15): the largest category number a schedule may hold. */
export const ALL_CATEGORIES = categoryFromTypes(HELP_TYPE_CODES);
