import type { ComponentType } from 'react';
import type { RemoteRoute } from '@ieum/platform';
import { RequireRole } from '@ieum/shared-ui';

/** Every page here is for elderly users; anyone else is sent where they belong. */
export function elderlyOnly(load: () => Promise<{ default: ComponentType }>): RemoteRoute['load'] {
  return async () => {
    const { default: Page } = await load();
    return {
      default: function ElderlyPage() {
        return (
          <RequireRole role="elderly">
            <Page />
          </RequireRole>
        );
      },
    };
  };
}
