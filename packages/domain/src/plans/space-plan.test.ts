import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  daysLeft,
  dueTrialNotice,
  effectivePlanAt,
  judgeTrialStart,
  type StoredSpacePlan,
} from './space-plan';

const DAY = 86_400_000;
const now = new Date('2026-03-02T08:00:00Z');
const free: StoredSpacePlan = { planId: 'gratuito', source: null, endsAt: null, trialStartedAt: null };
const trial = (endsAt: Date): StoredSpacePlan => ({
  planId: 'premium',
  source: 'trial',
  endsAt,
  trialStartedAt: new Date(endsAt.getTime() - 14 * DAY),
});

describe('the space plan', () => {
  it('holds the stored plan until its end, then is Gratuito again', () => {
    fc.assert(
      fc.property(fc.integer({ min: -30 * DAY, max: 30 * DAY }), (offset) => {
        const stored = trial(new Date(now.getTime() + offset));
        const effective = effectivePlanAt(stored, now);
        expect(effective.plan.id).toBe(offset > 0 ? 'premium' : 'gratuito');
        expect(effective.isTrial).toBe(offset > 0);
      }),
    );
    expect(effectivePlanAt({ ...free, planId: 'premium', source: 'operator' }, now).plan.id).toBe('premium');
  });

  it('counts a started day as a day left', () => {
    expect(daysLeft(new Date(now.getTime() + 14 * DAY), now)).toBe(14);
    expect(daysLeft(new Date(now.getTime() + 13 * DAY + 1), now)).toBe(14);
    expect(daysLeft(new Date(now.getTime() + 1), now)).toBe(1);
    expect(daysLeft(new Date(now.getTime() - 1), now)).toBe(0);
  });

  it('starts a trial once per space and once per account, only from Gratuito', () => {
    expect(judgeTrialStart({ space: free, accountTrialStartedAt: null }, now)).toEqual({
      ok: true,
      endsAt: new Date(now.getTime() + 14 * DAY),
    });
    expect(judgeTrialStart({ space: free, accountTrialStartedAt: now }, now)).toEqual({
      ok: false,
      reason: 'account-used',
    });
    const expired = trial(new Date(now.getTime() - DAY));
    expect(judgeTrialStart({ space: expired, accountTrialStartedAt: null }, now)).toEqual({
      ok: false,
      reason: 'space-used',
    });
    const running = trial(new Date(now.getTime() + DAY));
    expect(judgeTrialStart({ space: running, accountTrialStartedAt: null }, now)).toEqual({
      ok: false,
      reason: 'already-on-plan',
    });
  });

  it('tells the trial is ending 3 days before its end, and that it ended', () => {
    const endsAt = new Date(now.getTime() + 3 * DAY);
    expect(dueTrialNotice(trial(new Date(endsAt.getTime() + 1)), now)).toBeNull();
    expect(dueTrialNotice(trial(endsAt), now)).toBe('ending-soon');
    expect(dueTrialNotice(trial(now), now)).toBe('ended');
    expect(dueTrialNotice(free, now)).toBeNull();
  });
});
