import type { PublicHost } from '@citavet/domain/public/public-space.schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { hostSlotsPath } from '../api/get-next-available';
import { ANY_HOST_ID, anyHostOf } from '../booking-flow/any-host';
import { HostStep } from './host-step';

const hosts: PublicHost[] = [
  { id: 'h-1', name: 'Ana Pérez', role: 'Profesional', avatar: null, services: ['s-1'] },
  { id: 'h-2', name: 'Mario Ruiz', role: 'Profesional', avatar: null, services: ['s-1'] },
];

describe("HostStep: 'Cualquier profesional'", () => {
  it('comes first when two or more professionals offer the service, and selects the any choice', async () => {
    const onSelect = vi.fn();
    renderWithProviders(
      <HostStep
        hosts={hosts}
        anyHost={anyHostOf({ id: 's-1' })}
        search=""
        onSearch={() => undefined}
        onSelect={onSelect}
        isDesktop
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Profesionales' })).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Cualquier profesional'),
      expect.stringContaining('Ana Pérez'),
      expect.stringContaining('Mario Ruiz'),
    ]);
    await userEvent.click(items[0] as HTMLElement);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: ANY_HOST_ID }));
  });

  it('is not offered with a single professional, nor while searching by name', () => {
    const { rerender } = renderWithProviders(
      <HostStep
        hosts={[hosts[0] as PublicHost]}
        anyHost={anyHostOf({ id: 's-1' })}
        search=""
        onSearch={() => undefined}
        onSelect={() => undefined}
        isDesktop={false}
      />,
    );
    expect(screen.queryByText('Cualquier profesional')).toBeNull();
    rerender(
      <HostStep
        hosts={hosts}
        anyHost={anyHostOf({ id: 's-1' })}
        search="mario"
        onSearch={() => undefined}
        onSelect={() => undefined}
        isDesktop={false}
      />,
    );
    expect(screen.queryByText('Cualquier profesional')).toBeNull();
    expect(screen.getByText('Mario Ruiz')).toBeTruthy();
  });

  it("reads the union's slots from the any-host path", () => {
    expect(hostSlotsPath({ spaceId: 'sp', serviceId: 'sv', hostId: ANY_HOST_ID })).toBe(
      '/public/space/sp/service/sv/any-host',
    );
    expect(hostSlotsPath({ spaceId: 'sp', serviceId: 'sv', hostId: 'h-1' })).toBe(
      '/public/space/sp/service/sv/host/h-1',
    );
  });
});
