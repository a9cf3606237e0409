export declare const CLINIC_TIME_ZONE: string;
export declare const DEFAULT_CLINIC_TIME: string;
export declare function offsetToLocalTime(nowMs: number, at?: string, timeZone?: string): number;
export declare function shiftProcessClock(offsetMs: number): void;
