import type { DirectorySpace } from '@citavet/domain/public/directory.schema';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { DirectoryCard } from './directory-card';

const space: DirectorySpace = {
  id: 'space-1',
  name: 'Clínica Veterinaria del Sol',
  description: 'Atención integral para perros y gatos.',
  route: 'clinica-sol',
  logoUrl: null,
  address: 'Av. Italia 1234',
  city: 'Montevideo',
  state: 'Montevideo',
  country: 'Uruguay',
  phone: '+598 2600 1234',
  email: 'hola@sol.vet',
  servicesCount: 3,
  availableHosts: 2,
  latitude: null,
  longitude: null,
  distanceKm: null,
  isOpenNow: false,
  speciesAttended: [],
  categories: [],
  nextSlot: null,
};

describe('DirectoryCard', () => {
  it('says, while the clinic pauses online booking, until when and whom to call', () => {
    const message = 'La clínica no está tomando reservas online hasta las 16:30; llámanos al +598 2600 1234.';
    renderWithProviders(
      <DirectoryCard space={{ ...space, onlinePause: { until: '2026-03-12T19:30:00.000Z', message } }} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(message);
  });

  it('says nothing of a pause when there is none', () => {
    renderWithProviders(<DirectoryCard space={space} />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows who the clinic is, where, how to call it and how to book', () => {
    renderWithProviders(<DirectoryCard space={space} />);

    expect(screen.getByRole('heading', { name: 'Clínica Veterinaria del Sol' })).toBeInTheDocument();
    expect(screen.getByText('Atención integral para perros y gatos.')).toBeInTheDocument();
    // A state that repeats the city is said once.
    expect(screen.getByText('Av. Italia 1234, Montevideo, Uruguay')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+598 2600 1234' })).toHaveAttribute('href', 'tel:+59826001234');
    expect(screen.getByText('3 servicios')).toBeInTheDocument();
    expect(screen.getByText('2 profesionales')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Reservar cita/ })).toHaveAttribute('href', '/clinica-sol');
  });

  it('books the next free slot in one tap: a link to the clinic’s page with service, start and professional', () => {
    const nextSlot = {
      serviceId: 'service-1',
      serviceName: 'Vacunación',
      hostId: 'host-1',
      startAt: '2026-03-12T15:00:00.000Z',
      endAt: '2026-03-12T15:30:00.000Z',
      date: '2026-03-12',
      startTime: '12:00',
    };
    renderWithProviders(<DirectoryCard space={{ ...space, nextSlot }} />);
    const link = screen.getByRole('link', {
      name: /^Reservar .* a las 12:00, Vacunación en Clínica Veterinaria del Sol$/,
    });
    const url = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(url.pathname).toBe('/clinica-sol');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      servicio: 'service-1',
      inicio: '2026-03-12T15:00:00.000Z',
      profesional: 'host-1',
    });
    expect(screen.getByText('Próxima cita libre')).toBeInTheDocument();
    // The clinic's page without choices stays one tap away too.
    expect(screen.getByRole('link', { name: /Reservar cita/ })).toHaveAttribute('href', '/clinica-sol');
  });

  it('says so when there is no free slot, with no slot link', () => {
    renderWithProviders(<DirectoryCard space={space} />);
    expect(screen.getByText('Sin citas libres en los próximos 14 días')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Reservar/ })).toHaveLength(1);
  });

  it('shows the initial when there is no logo, and the logo when there is one', () => {
    const { unmount } = renderWithProviders(<DirectoryCard space={space} />);
    expect(screen.getByText('C')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Logo/ })).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<DirectoryCard space={{ ...space, logoUrl: '/files/logos/sol.webp' }} />);
    expect(screen.getByRole('img', { name: 'Logo de Clínica Veterinaria del Sol' })).toHaveAttribute(
      'src',
      '/files/logos/sol.webp',
    );
  });

  it('uses the singular for one service and one professional, and leaves out missing details', () => {
    renderWithProviders(
      <DirectoryCard
        space={{
          ...space,
          description: null,
          address: null,
          city: 'Salto',
          state: null,
          country: null,
          phone: null,
          servicesCount: 1,
          availableHosts: 1,
        }}
      />,
    );
    expect(screen.getByText('1 servicio')).toBeInTheDocument();
    expect(screen.getByText('1 profesional')).toBeInTheDocument();
    expect(screen.getByText('Salto')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Teléfono' })).not.toBeInTheDocument();
  });
});
