import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocationMap } from './location-map';

// The map's pin, as assistive technology meets it: a named button when it can be moved, the
// picture of the place (an image with its alt text, no control) when it cannot.

const position = { latitude: 40.4168, longitude: -3.7038 };

describe('LocationMap', () => {
  it('names the movable pin as a button', async () => {
    render(
      <LocationMap
        position={position}
        label="Mapa de la ubicación"
        markerLabel="Ubicación de Clínica Sol"
        onPositionChange={() => undefined}
      />,
    );
    expect(
      await screen.findByRole('button', {
        name: 'Ubicación de Clínica Sol: arrástralo o muévelo con las flechas',
      }),
    ).toBeInTheDocument();
  });

  it('shows a fixed pin as an image, not as an unnamed button', async () => {
    render(<LocationMap position={position} label="Mapa" markerLabel="Clínica Sol" />);
    expect(await screen.findByRole('img', { name: 'Clínica Sol' })).toBeInTheDocument();
    expect(screen.queryAllByRole('button').filter((button) => button.tagName === 'IMG')).toEqual([]);
  });
});
