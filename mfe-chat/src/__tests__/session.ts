import { useDialogStore, useSessionStore } from '@ieum/platform';

export function signInAs(userType: 'elderly' | 'volunteer') {
  useSessionStore.getState().signIn({ accessToken: `token-${userType}`, refreshToken: null, userType, name: '김영희' });
}

export function resetDialogs() {
  useDialogStore.setState({ queue: [] });
}
