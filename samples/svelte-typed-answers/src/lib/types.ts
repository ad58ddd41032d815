export interface Config {
  timeZone: string;
  floors: { id: string; name: string }[];
}

export interface Calibration {
  matrix: Record<string, Record<string, number>>;
  rmse: number;
}

export interface Tracker {
  id: string;
  name: string;
  battery?: number;
}

export interface Capture {
  active: boolean;
  count: number;
  positions: number;
}

export interface Summary {
  total: number;
}

export interface Profile {
  login: string;
  admin: boolean;
}
