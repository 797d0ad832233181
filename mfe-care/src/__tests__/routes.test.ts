import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useSessionStore } from '@ieum/platform';
import remotes from '../../../remotes.json';
import { accessByPath } from '@ieum/app-kit/src/testing/routes-testing';
import { routes } from '../routes';

describe("the remote's routes module", () => {
  it("injects this remote's stylesheet once and owns exactly the paths remotes.json gives it, with the two roles' homes", () => {
    const sheets = document.querySelectorAll('style#ieum-mfe-care');
    expect(sheets).toHaveLength(1);
    expect(sheets[0].textContent).toContain('.care-grid');
    expect(routes.map((route) => route.path)).toEqual(remotes.care.routes);
    expect(remotes.care.homes).toEqual({ staff: '/care', guardian: '/family' });
    const access = accessByPath(routes);
    expect(Object.keys(access).filter((path) => access[path] === 'guardian')).toEqual(['/family', '/familyperson', '/familylink']);
    expect(Object.values(access).filter((role) => role !== 'guardian').every((role) => role === 'staff')).toBe(true);
  });

  it('loads every page lazily as a default-exported component', async () => {
    for (const route of routes) expect(typeof (await route.load()).default).toBe('function');
  });

  it("sends a family member who opens the worker's dashboard to their own home", async () => {
    useSessionStore.getState().signIn({ accessToken: 'a', userType: 'guardian', name: '김가족' });
    const { default: Dashboard } = await routes.find((route) => route.path === '/care')!.load();
    render(
      createElement(
        MemoryRouter,
        { initialEntries: ['/care'] },
        createElement(Routes, null, createElement(Route, { path: '/care', element: createElement(Dashboard) }), createElement(Route, { path: '/family', element: 'family home' })),
      ),
    );
    expect(await screen.findByText('family home')).toBeInTheDocument();
  });
});
