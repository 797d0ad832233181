// The product's vocabulary comes from @ieum/domain (the same copy the apps use); this module adds
// the API's zod schemas and keeps the names the server code uses.
import {
  ANIMAL_TYPE_CODES,
  ANIMAL_TYPES,
  type AnimalType,
  BIO_MAX_LENGTH,
  categoryFromTypes,
  DISTRICT_CODES as DOMAIN_DISTRICT_CODES,
  type DistrictCode as District,
  GENDER_CODES,
  type Gender,
  HELP_TYPE_CODES,
  HELP_TYPES as HELP_TYPE_TABLE,
  type HelpType,
  typesFromCategory,
} from '@ieum/domain';
import { z } from 'zod';

export { USER_TYPES, type UserType, userTypeSchema } from '@ieum/server-kit';

export { DISTRICTS } from '@ieum/domain';
export type { District };
export const DISTRICT_CODES = DOMAIN_DISTRICT_CODES as [District, ...District[]];
export const districtSchema = z.enum(DISTRICT_CODES);

/** Help (volunteer activity) types with their Korean labels. */
export const HELP_TYPES = Object.fromEntries(
  HELP_TYPE_CODES.map((type) => [type, HELP_TYPE_TABLE[type].label]),
) as { [Type in HelpType]: (typeof HELP_TYPE_TABLE)[Type]['label'] };
export { HELP_TYPE_CODES, type HelpType };
export const helpTypeSchema = z.enum(HELP_TYPE_CODES as [HelpType, ...HelpType[]]);

/** A volunteer's categories are a bitmask of these; one mapping everywhere (server-behaviour.md). */
export const CATEGORY_BITS = Object.fromEntries(HELP_TYPE_CODES.map((type) => [type, HELP_TYPE_TABLE[type].bit])) as Record<
  HelpType,
  number
>;
export const ALL_CATEGORIES_MASK = categoryFromTypes(HELP_TYPE_CODES);
export { categoryFromTypes as categoryMask, typesFromCategory as typesInMask };

/** Pets at the elderly user's home (the request form's step 3). */
export { ANIMAL_TYPES, type AnimalType };
export const animalTypeSchema = z.enum(ANIMAL_TYPE_CODES as [AnimalType, ...AnimalType[]]);

export const GENDERS = GENDER_CODES as readonly Gender[];
export type { Gender };
export const genderSchema = z.enum(GENDER_CODES as [Gender, ...Gender[]]);

/** Volunteer self-introduction limit (spec section 5). */
export { BIO_MAX_LENGTH };
