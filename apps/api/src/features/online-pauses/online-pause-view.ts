import type { OnlinePause } from '@citavet/domain/online-pauses/online-pause.schema';
import { pauseUntilLabel } from '@citavet/domain/online-pauses/online-pause-rules';
import type { PauseRow } from './online-pauses.repository';

export function toOnlinePause(row: PauseRow, now: number, timeZone: string): OnlinePause {
  return {
    id: row.id,
    hostId: row.hostId,
    hostName: row.hostId === null ? null : row.hostName,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    untilLabel: pauseUntilLabel(row.endAt.getTime(), now, timeZone),
  };
}
