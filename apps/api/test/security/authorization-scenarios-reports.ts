import type { Scenario, Scenarios } from './authorization-scenario';

// Reports: any member reads the space's reports; a MEMBER only their own figures. The breakdown is
// asked space-wide (a MEMBER gets their own rows, 200); the others name the host (team.host), so a
// MEMBER who is not that host is refused (403) while the host and the ADMIN read it.

const PERIOD = { from: '2026-03-01', to: '2026-03-31' };

const spaceWide: Scenario = {
  stage: async (stage) => {
    const { spaceId } = await stage.space();
    return { owner: stage.team.admin, request: () => ({ params: { spaceId }, query: PERIOD }) };
  },
};

const ofHost: Scenario = {
  stage: async (stage) => {
    const { spaceId } = await stage.space();
    return {
      owner: stage.team.host,
      request: () => ({ params: { spaceId }, query: { ...PERIOD, hostId: stage.team.host.id } }),
    };
  },
};

/** Per-user: every signed-in caller reads or sets their own preference (owner: a user with no space). */
const ownPreferences = (payload?: object): Scenario => ({
  stage: async (stage) => ({
    owner: stage.team.client,
    request: () => (payload ? { payload } : {}),
  }),
});

export const REPORT_SCENARIOS: Scenarios = {
  'GET /api/reports/preferences': ownPreferences(),
  'PUT /api/reports/preferences': ownPreferences({ weeklySummaryEmail: true }),
  'GET /api/spaces/{spaceId}/reports/summary': ofHost,
  'GET /api/spaces/{spaceId}/reports/money': ofHost,
  'GET /api/spaces/{spaceId}/reports/timeseries': ofHost,
  'GET /api/spaces/{spaceId}/reports/breakdown': spaceWide,
  'GET /api/spaces/{spaceId}/reports/heatmap': ofHost,
  'GET /api/spaces/{spaceId}/reports/waitlist': ofHost,
  'GET /api/spaces/{spaceId}/reports/occupancy': ofHost,
  'GET /api/spaces/{spaceId}/reports/bookings.csv': ofHost,
};
