import { describe, expect, it } from 'vitest';
import { CLIENT_ENTRY, routeAssets, type Manifest } from './assets.ts';

const manifest: Manifest = {
  [CLIENT_ENTRY]: { file: 'assets/entry.js', css: ['assets/entry.css'], imports: ['_shared.js'], isEntry: true },
  '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
  'src/pages/home/index.tsx': { file: 'assets/home.js', css: ['assets/home.css'], imports: ['_shared.js'] },
  'src/layout/slots/StorePreferenceHost.tsx': {
    file: 'assets/preference.js',
    css: ['assets/preference.css'],
    imports: ['_shared.js', '_list.js'],
  },
  '_list.js': { file: 'assets/list.js', css: ['assets/list.css'] },
};

describe('routeAssets: what a page’s HTML links', () => {
  it('the entry, its imports and the page module, each once', () => {
    expect(routeAssets(manifest, 'home')).toEqual({
      entry: '/assets/entry.js',
      css: ['/assets/entry.css', '/assets/shared.css', '/assets/home.css'],
      modulepreload: ['/assets/shared.js', '/assets/home.js'],
    });
  });

  it('lazily loaded chrome in the HTML (a first visit’s store choice): its styles from the first byte, its code fetched with the entry’s', () => {
    const assets = routeAssets(manifest, 'home', ['src/layout/slots/StorePreferenceHost.tsx']);
    expect(assets.css).toEqual([
      '/assets/entry.css',
      '/assets/shared.css',
      '/assets/home.css',
      '/assets/preference.css',
      '/assets/list.css',
    ]);
    expect(assets.modulepreload).toEqual(['/assets/shared.js', '/assets/home.js', '/assets/preference.js', '/assets/list.js']);
  });

  it('an unknown chrome module adds nothing', () => {
    expect(routeAssets(manifest, 'home', ['src/nope.tsx'])).toEqual(routeAssets(manifest, 'home'));
  });
});
