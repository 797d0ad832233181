import { homePathFor } from '../home-paths';

describe('home paths', () => {
  it('sends elderly users to /usermain and everyone else to /volunteermain', () => {
    expect(homePathFor('elderly')).toBe('/usermain');
    expect(homePathFor('volunteer')).toBe('/volunteermain');
    expect(homePathFor(null)).toBe('/volunteermain');
  });
});
