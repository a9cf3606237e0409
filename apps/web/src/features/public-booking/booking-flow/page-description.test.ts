import { describe, expect, it } from 'vitest';
import { PAGE_DESCRIPTION_MAX_LENGTH, publicPageDescription } from './page-description';

const faro = {
  name: 'Clínica Veterinaria Faro',
  description: 'Consultas, vacunación y cirugía\npara perros y gatos.',
  city: 'Madrid',
  state: null,
  country: 'España',
};

describe('publicPageDescription', () => {
  it('names the clinic, where it is and what it says of itself, on one line', () => {
    expect(publicPageDescription(faro)).toBe(
      'Reserva tu cita online en Clínica Veterinaria Faro, Madrid, España. Consultas, vacunación y cirugía para perros y gatos.',
    );
  });

  it('says only what the clinic filled in', () => {
    expect(publicPageDescription({ ...faro, description: '  ', city: null, country: null })).toBe(
      'Reserva tu cita online en Clínica Veterinaria Faro.',
    );
  });

  it('cuts a long description at a word, with an ellipsis', () => {
    const description = publicPageDescription({ ...faro, description: 'Atención integral. '.repeat(20) });
    expect(description.length).toBeLessThanOrEqual(PAGE_DESCRIPTION_MAX_LENGTH);
    expect(description).toBe(
      `Reserva tu cita online en Clínica Veterinaria Faro, Madrid, España. ${'Atención integral. '.repeat(4)}Atención…`,
    );
  });
});
