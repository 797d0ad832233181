import { CARE_ALERT_ESCALATE_AFTER_MINUTES, CARE_ALERT_OVERDUE_AFTER_MINUTES } from '@ieum/domain';
import { z } from 'zod';

// The circle of care (api/README.md "Circle of care"). Spread into the schema of config/env.ts.
export const careEnvShape = {
  // Family link codes an older person may make per hour, and wrong codes a family member (or a
  // client address) may enter per 15 minutes: a 6-digit code must not be guessable.
  CARE_LINK_CODE_MAX_PER_HOUR: z.coerce.number().int().min(1).default(5),
  CARE_LINK_MAX_FAILURES_PER_USER: z.coerce.number().int().min(1).default(5),
  CARE_LINK_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(20),
  // When an unanswered crisis alert escalates and when it is overdue (a district may want other times).
  CARE_ALERT_ESCALATE_AFTER_SECONDS: z.coerce.number().int().min(1).default(CARE_ALERT_ESCALATE_AFTER_MINUTES * 60),
  CARE_ALERT_OVERDUE_AFTER_SECONDS: z.coerce.number().int().min(1).default(CARE_ALERT_OVERDUE_AFTER_MINUTES * 60),
};
