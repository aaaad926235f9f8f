import { useContext } from 'react';
import { SnapshotRecorderContext } from './SnapshotRecorder';

const missingRecorder = () => console.warn('Record snapshot: no SnapshotRecorder above this component');

/** Opens the "Record a support snapshot" dialog (masked by default; see SnapshotRecorder). */
export function useRecordSnapshot(): () => void {
  return useContext(SnapshotRecorderContext) ?? missingRecorder;
}
