import { homePathFor } from '../home-paths';

describe('home paths', () => {
  it('sends each role to its own home, and nobody known to the volunteer home', () => {
    expect(homePathFor('elderly')).toBe('/usermain');
    expect(homePathFor('volunteer')).toBe('/volunteermain');
    expect(homePathFor('guardian')).toBe('/family');
    expect(homePathFor('staff')).toBe('/care');
    expect(homePathFor(null)).toBe('/volunteermain');
  });
});
