import { readable, writable } from 'svelte/store';
import type { Config, Calibration, Tracker, Summary, Profile } from './types';

export const config = writable<Config>();

async function loadConfig() {
  // @expect GET /api/config
  const response = await fetch('/api/config');
  config.set(await response.json());
}
loadConfig();

export const calibration = readable<Calibration>({ matrix: {}, rmse: 0 }, function start(set) {
  async function poll() {
    // @expect GET /api/calibration
    const response = await fetch('/api/calibration');
    const data = await response.json();
    set(data);
  }
  poll();
  const timer = setInterval(poll, 1000);
  return () => clearInterval(timer);
});

export const trackers = readable<Tracker[]>([], (set) => {
  // @expect GET /api/trackers
  fetch('/api/trackers')
    .then((r) => r.json())
    .then((list) => set(list));
});

export const mine = writable<Tracker[] | null>([], function start(set) {
  // @expect GET /api/trackers/mine
  fetch('/api/trackers/mine')
    .then((r) => r.json())
    .then((list: Tracker[]) => {
      set(list);
    });
});

export const total = writable<number>(0, (set) => {
  // @expect GET /api/summary
  fetch('/api/summary')
    .then((r) => r.json())
    .then((summary: Summary) => set(summary.total));
});

function createProfile() {
  const { subscribe, set } = writable<Profile | null>(null);
  return {
    subscribe,
    async load() {
      // @expect GET /api/profile
      const response = await fetch('/api/profile');
      set(await response.json());
    }
  };
}

export const profile = createProfile();
