import { afterEach, describe, expect, it } from 'vitest';
import { readAgendaHosts, saveAgendaHosts } from './agenda-hosts-preference';

afterEach(() => localStorage.clear());

describe("'Ver agendas de' preference", () => {
  it('is kept per user and space, and restores only current professionals', () => {
    saveAgendaHosts('recepcion', 'clinica', ['vet-a', 'vet-b', 'retirado']);
    expect(readAgendaHosts('recepcion', 'clinica', ['vet-a', 'vet-b'])).toEqual(['vet-a', 'vet-b']);
    expect(readAgendaHosts('otra-persona', 'clinica', ['vet-a', 'vet-b'])).toBeNull();
    expect(readAgendaHosts('recepcion', 'otra-clinica', ['vet-a'])).toBeNull();
    expect(readAgendaHosts('recepcion', 'clinica', ['vet-c'])).toBeNull();
  });

  it('ignores what it cannot read', () => {
    localStorage.setItem('citavet:ver-agendas-de:u:s', '{no es json');
    expect(readAgendaHosts('u', 's', ['a'])).toBeNull();
  });
});
