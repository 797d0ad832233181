import type { ReactNode } from 'react';
import { RequireRole } from '@ieum/shared-ui';
import { useChatEnvironment } from '../hooks/chat-environment';

/**
 * The companion is for elderly users: others are sent where they belong and told why. Embedded,
 * the integrator signs the calls (there is no app session) and the servers check the role.
 */
export function ElderlyOnly({ children }: { children: ReactNode }) {
  const { embedded } = useChatEnvironment();
  return embedded ? children : <RequireRole role="elderly">{children}</RequireRole>;
}
