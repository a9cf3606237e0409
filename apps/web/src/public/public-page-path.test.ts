import { isReservedRoute } from '@citavet/domain/spaces/space-route';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { paths } from '@/config/paths';
import { publicPageLookup } from './public-page-path';

/** Every first segment a route of the SPA spells out (not `:param`, not `*`). */
function firstSegments(routeObjects: RouteObject[], parent = ''): string[] {
  return routeObjects.flatMap((route) => {
    const path = route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent;
    const [first] = path.split('/').filter((segment) => segment !== '');
    const own = first && !first.startsWith(':') && first !== '*' ? [first] : [];
    return [...own, ...firstSegments(route.children ?? [], path)];
  });
}

describe('publicPageLookup', () => {
  it('reads a space route, with or without a trailing slash, and decodes it', () => {
    expect(publicPageLookup('/patitas')).toEqual({ route: 'patitas' });
    expect(publicPageLookup('/patitas/')).toEqual({ route: 'patitas' });
    expect(publicPageLookup('/cl%C3%ADnica')).toEqual({ route: 'clínica' });
  });

  it('reads a space id under /espacios', () => {
    expect(publicPageLookup('/espacios/space-1')).toEqual({ spaceId: 'space-1' });
  });

  it('leaves the app’s own pages and other shapes alone', () => {
    for (const pathname of ['/', '/pricing', '/veterinarias', '/agenda', '/espacios', '/a/b', '/%E0%A4%A']) {
      expect(publicPageLookup(pathname), pathname).toBeNull();
    }
  });

  it('keeps every first segment of the SPA reserved, so no space route can hide one of its pages', () => {
    const segments = new Set(firstSegments(routes));
    for (const path of Object.values(paths)) {
      if (typeof path !== 'string') continue;
      const [first] = path.split(/[/#?]/).filter((segment) => segment !== '');
      if (first) segments.add(first);
    }
    expect(segments.size).toBeGreaterThan(10);
    expect([...segments].filter((segment) => !isReservedRoute(segment))).toEqual([]);
  });
});
