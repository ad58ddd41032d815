import {TrackerClient} from './tracker-client';
import {LegacyClient} from './legacy-client';

declare global {
  interface Window {
    trackerClient: TrackerClient;
    legacyClient: LegacyClient;
  }
}
