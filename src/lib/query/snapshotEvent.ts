/** Window event the QA panel dispatches to ask the app for a snapshot (its own module: the recorder loads lazily). */
export const RECORD_SNAPSHOT_EVENT = 'reachly:record-snapshot';
