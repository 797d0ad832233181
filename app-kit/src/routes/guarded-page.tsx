import type { ComponentType } from 'react';
import type { UserType } from '@ieum/domain';
import { RequireRole, RequireSignIn } from '../navigation/RequireRole';

/** The page behind the one guard its access names (loaded with the page, never by the routes module). */
export function guardedPage(access: 'signed-in' | UserType, Page: ComponentType): ComponentType {
  return function GuardedPage() {
    return access === 'signed-in' ? (
      <RequireSignIn>
        <Page />
      </RequireSignIn>
    ) : (
      <RequireRole role={access}>
        <Page />
      </RequireRole>
    );
  };
}
