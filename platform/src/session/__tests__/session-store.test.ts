import { act } from '@testing-library/react';
import { PUSH_TOKEN_KEY, rememberUserPhoto, reloadSessionFromStorage, storedPushToken, storedUserPhoto, useSessionStore } from '../session-store';

describe('session store', () => {
  beforeEach(() => {
    useSessionStore.getState().signOut();
  });

  it('stores the login under the fixed local-storage keys', () => {
    useSessionStore.getState().signIn({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      userType: 'elderly',
      name: '김영희',
      address: { district: 'GANGNAM', detail: '역삼동 1' },
    });
    expect(localStorage.getItem('accessToken')).toBe('access-1');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
    expect(localStorage.getItem('userType')).toBe('elderly');
    expect(localStorage.getItem('userName')).toBe('김영희');
    expect(JSON.parse(localStorage.getItem('userAddress')!)).toEqual({ district: 'GANGNAM', detail: '역삼동 1' });
    expect(useSessionStore.getState()).toMatchObject({ accessToken: 'access-1', userType: 'elderly', userName: '김영희' });
  });

  it('signing out removes every key and falls back to the default name', () => {
    useSessionStore.getState().signIn({ accessToken: 'a', userType: 'volunteer', name: '박철수' });
    useSessionStore.getState().signOut();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('userType')).toBeNull();
    expect(useSessionStore.getState()).toMatchObject({ accessToken: null, userType: null, userName: '사용자' });
  });

  it("keeps the signed-in user's photo for the next visit, and forgets it when anyone signs in or out", () => {
    rememberUserPhoto('/uploads/before-sign-in.jpg');
    expect(localStorage.getItem('userPhoto')).toBeNull();
    useSessionStore.getState().signIn({ accessToken: 'a', userType: 'volunteer', name: '박철수' });
    rememberUserPhoto('/uploads/park.jpg');
    expect([storedUserPhoto(), localStorage.getItem('userPhoto')]).toEqual(['/uploads/park.jpg', '/uploads/park.jpg']);
    rememberUserPhoto('');
    expect(storedUserPhoto()).toBeNull();
    rememberUserPhoto('/uploads/park.jpg');
    // Someone else on the same phone never sees it.
    useSessionStore.getState().signIn({ accessToken: 'b', userType: 'volunteer', name: '이영수' });
    expect(storedUserPhoto()).toBeNull();
    rememberUserPhoto('/uploads/lee.jpg');
    useSessionStore.getState().signOut();
    expect(localStorage.getItem('userPhoto')).toBeNull();
  });

  it('follows a sign-in made in another tab', () => {
    localStorage.setItem('accessToken', 'from-other-tab');
    localStorage.setItem('userType', 'volunteer');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken' }));
    });
    expect(useSessionStore.getState().accessToken).toBe('from-other-tab');
  });

  it('ignores a stored userType that is no role name and a broken address', () => {
    for (const notARole of ['', 'Staff', '<b>', 'staff ', 'a'.repeat(31)]) {
      localStorage.setItem('userType', notARole);
      localStorage.setItem('userAddress', '{not json');
      reloadSessionFromStorage();
      expect(useSessionStore.getState().userType).toBeNull();
      expect(useSessionStore.getState().userAddress).toBeNull();
    }
  });

  it('keeps, after a reload, a role newer than the domain this copy was built with', () => {
    // The shell's copy serves every remote: one built for a role added later must stay signed in.
    localStorage.setItem('accessToken', 'a');
    localStorage.setItem('userType', 'auditor');
    reloadSessionFromStorage();
    expect(useSessionStore.getState()).toMatchObject({ accessToken: 'a', userType: 'auditor' });
  });
});

describe('session store without usable storage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('signs in and out in memory when storage refuses writes (full, or private mode)', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() =>
      useSessionStore.getState().signIn({ accessToken: 'memory-1', refreshToken: 'r', userType: 'elderly', name: '김영희' }),
    ).not.toThrow();
    expect(useSessionStore.getState()).toMatchObject({ accessToken: 'memory-1', userType: 'elderly', userName: '김영희' });
    expect(() => useSessionStore.getState().signOut()).not.toThrow();
    expect(useSessionStore.getState().accessToken).toBeNull();
  });
});

describe('stored push token', () => {
  afterEach(() => jest.restoreAllMocks());

  it("reads fcmToken, '' when missing or when storage is blocked, and survives sign-out", () => {
    expect(storedPushToken()).toBe('');
    localStorage.setItem(PUSH_TOKEN_KEY, 'push-1');
    useSessionStore.getState().signOut();
    expect(storedPushToken()).toBe('push-1');
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    expect(storedPushToken()).toBe('');
  });
});
