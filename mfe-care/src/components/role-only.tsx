import type { ComponentType } from 'react';
import type { UserType } from '@ieum/domain';
import type { RemoteRoute } from '@ieum/platform';
import { RequireRole } from '@ieum/shared-ui';

/** A page for one role (the worker's, the family's); anyone else is sent where they belong and told why. */
export function onlyFor(role: UserType, load: () => Promise<{ default: ComponentType }>): RemoteRoute['load'] {
  return async () => {
    const { default: Page } = await load();
    return {
      default: function RolePage() {
        return (
          <RequireRole role={role}>
            <Page />
          </RequireRole>
        );
      },
    };
  };
}
