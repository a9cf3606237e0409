import { parseAvailabilityChange } from '@citavet/db/availability-announcements';
import { rangesOverlap } from '@citavet/domain/availability/time-range';
import type { AppDependencies } from '../../app-dependencies';
import {
  findEntriesRefreshedBefore,
  findExpiredEntries,
  findSpacesWithoutEntry,
  spacesOfHosts,
} from './directory-entries.repository';
import { directoryBookingWindow, refreshDirectoryEntries } from './refresh-directory-entries';

// Keeps directory_entries true (docs/decisions/050-directory-search.md). The availability triggers
// (migrations 0002/0003) announce every committed change to a space, its services, members, disabled
// dates (`space:<id>`) or a host's bookings and ranges (`host:<id>`): those clinics are recomputed
// right away. Time is the other change: an entry expires when its first slot falls inside the notice
// or the clinic's day turns (slotsExpiry); a sweep recomputes expired entries and adds missing ones.

const BATCH_SIZE = 200;
const SWEEP_EVERY_MS = 30_000;
/**
 * Rounds start at most this often: a clinic taking bookings every millisecond is recomputed once a
 * second with all of them, not once per booking (its next slot is derived, a second behind at most).
 */
const MIN_ROUND_INTERVAL_MS = 1000;

export class DirectoryRefresher {
  private readonly dirtySpaces = new Set<string>();
  private readonly dirtyHosts = new Set<string>();
  private isEverythingDirty = false;
  private running: Promise<void> | null = null;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly deps: AppDependencies) {}

  /** A notification payload of the availability channel. */
  announce(payload: string): void {
    const change = parseAvailabilityChange(payload);
    // A booking months ahead (the bench's, a yearly check-up) cannot move a next slot of the next
    // days: the entry is not recomputed for it (decision 079).
    if (change?.span && !rangesOverlap(change.span, directoryBookingWindow(this.deps.clock.now().getTime())))
      return;
    if (!change) this.isEverythingDirty = true;
    else if (change.scope === 'space') this.dirtySpaces.add(change.id);
    else this.dirtyHosts.add(change.id);
    this.kick();
  }

  /** After (re)connecting, notifications may have been missed: every listed clinic is recomputed. */
  refreshEverything(): void {
    this.isEverythingDirty = true;
    this.kick();
  }

  /** Resolves when every change announced so far has been written. */
  async settle(): Promise<void> {
    for (;;) {
      // A reader waiting for its writes does not wait out the round interval.
      if (this.waitTimer) this.runWaitingRoundNow();
      if (!this.running) return;
      await this.running;
    }
  }

  start(): void {
    this.timer = setInterval(() => this.kick(true), SWEEP_EVERY_MS);
    this.timer.unref?.();
    this.kick(true);
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    clearTimeout(this.waitTimer);
    this.waitTimer = undefined;
    await this.settle().catch(() => undefined);
  }

  private lastRoundAt = 0;
  private waitTimer: ReturnType<typeof setTimeout> | undefined;

  private runWaitingRoundNow(): void {
    clearTimeout(this.waitTimer);
    this.waitTimer = undefined;
    this.lastRoundAt = 0;
    this.kick();
  }

  private kick(withSweep = false): void {
    if (withSweep) this.isSweepDue = true;
    if (this.running || this.waitTimer) return;
    const wait = this.lastRoundAt + MIN_ROUND_INTERVAL_MS - Date.now();
    if (wait > 0) {
      this.waitTimer = setTimeout(() => {
        this.waitTimer = undefined;
        this.kick();
      }, wait);
      this.waitTimer.unref?.();
      return;
    }
    this.lastRoundAt = Date.now();
    this.running = this.drain()
      .catch((error: unknown) => {
        // Not fatal: the next notification or sweep tries again; the search reads the last entries.
        console.error('directory refresh failed', error instanceof Error ? error.message : error);
      })
      .finally(() => {
        this.running = null;
        if (this.hasWork()) this.kick();
      });
  }

  private isSweepDue = false;

  private hasWork(): boolean {
    return this.dirtySpaces.size > 0 || this.dirtyHosts.size > 0 || this.isEverythingDirty;
  }

  private async drain(): Promise<void> {
    const { db } = this.deps.database;
    if (this.isSweepDue) {
      this.isSweepDue = false;
      const now = this.deps.clock.now();
      const [expired, missing] = await Promise.all([
        findExpiredEntries(db, now, BATCH_SIZE * 5),
        findSpacesWithoutEntry(db, BATCH_SIZE * 5),
      ]);
      for (const id of [...expired, ...missing]) this.dirtySpaces.add(id);
    }
    if (this.isEverythingDirty) {
      this.isEverythingDirty = false;
      await this.refreshAll();
    }
    while (this.dirtySpaces.size > 0 || this.dirtyHosts.size > 0) {
      const hosts = [...this.dirtyHosts];
      this.dirtyHosts.clear();
      for (const id of await spacesOfHosts(db, hosts)) this.dirtySpaces.add(id);
      const batch = [...this.dirtySpaces].slice(0, BATCH_SIZE);
      for (const id of batch) this.dirtySpaces.delete(id);
      if (batch.length > 0) await refreshDirectoryEntries(this.deps, batch);
    }
  }

  private async refreshAll(): Promise<void> {
    const { db } = this.deps.database;
    // Missing entries first (new clinics), then every existing one, oldest refresh first.
    for (;;) {
      const missing = await findSpacesWithoutEntry(db, BATCH_SIZE);
      if (missing.length === 0) break;
      await refreshDirectoryEntries(this.deps, missing);
    }
    const startedAt = this.deps.clock.now();
    for (;;) {
      const stale = await findEntriesRefreshedBefore(db, startedAt, BATCH_SIZE);
      if (stale.length === 0) break;
      await refreshDirectoryEntries(this.deps, stale);
    }
  }
}
