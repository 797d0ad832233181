import { bundledPicturePath } from '../bundled-pictures';

describe('bundled pictures', () => {
  it('names the bundled picture of a path or of the same path on any web origin', () => {
    expect(bundledPicturePath('/profile.svg')).toBe('/profile.svg');
    expect(bundledPicturePath(' /ai-icon.svg ')).toBe('/ai-icon.svg');
    expect(bundledPicturePath('https://ieum.example/profile.svg')).toBe('/profile.svg');
    expect(bundledPicturePath('http://192.168.0.7:3000/profile.svg')).toBe('/profile.svg');
  });

  it('refuses anything else, queries and other schemes included', () => {
    for (const value of ['/profile.svg?v=1', '/profile.svg#x', '/profile.png', '/assets/profile.svg', 'javascript:/profile.svg', 'data:/profile.svg', 'https://u:p@x.example/profile.svg', '', 'http://[']) {
      expect(bundledPicturePath(value)).toBeNull();
    }
  });
});
