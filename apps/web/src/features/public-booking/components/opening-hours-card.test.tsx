import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { OpeningHoursCard } from './opening-hours-card';

const NAMES = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'];
const week = (startTime: string, endTime: string) =>
  NAMES.map((dayName, index) => ({ dayOfWeek: index + 1, dayName, ranges: [{ startTime, endTime }] }));

describe('OpeningHoursCard', () => {
  it("shows the consultations' hours and the 24-hour emergencies apart", () => {
    renderWithProviders(
      <OpeningHoursCard
        openingHours={week('09:00', '14:00')}
        emergencyHours={week('00:00', '24:00')}
        timeZone="Europe/Madrid"
      />,
    );
    expect(screen.getAllByText('09:00 - 14:00')).toHaveLength(7);
    expect(screen.queryByText('00:00 - 24:00')).not.toBeInTheDocument();
    const emergencies = screen.getByRole('region', { name: 'Urgencias' });
    expect(within(emergencies).getByText('Las 24 horas, todos los días')).toBeInTheDocument();
  });

  it('lists emergency hours by day when they are not round the clock', () => {
    renderWithProviders(
      <OpeningHoursCard
        openingHours={week('09:00', '14:00')}
        emergencyHours={week('20:00', '24:00')}
        timeZone="Europe/Madrid"
      />,
    );
    const emergencies = screen.getByRole('region', { name: 'Urgencias' });
    expect(within(emergencies).getAllByText('20:00 - 24:00')).toHaveLength(7);
  });
});
