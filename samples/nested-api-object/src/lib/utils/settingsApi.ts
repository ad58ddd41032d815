import axios from 'axios';

const http = axios.create({ baseURL: '/api/v2' });

/** A settings client whose operations are grouped in nested objects. */
export const settingsAPI = {
  // @expect GET /api/v2/settings
  load: () => http.get('/settings'),
  // @expect PUT /api/v2/settings
  save: (data: object) => http.put('/settings', data),
  test: {
    // never called: only settings.realtime.mqtt and the word 'mqtt' name it
    // @expect-none (never called: POST /api/v2/test/mqtt is no Tool)
    mqtt: (config: object) => http.post('/test/mqtt', config),
    // called as test.smtp after const { test } = settingsAPI
    // @expect POST /api/v2/test/smtp
    smtp: (config: object) => http.post('/test/smtp', config),
  },
  species: {
    // never called: a local named search is no mention of it
    // @expect-none (never called: GET /api/v2/species/search is no Tool)
    search: (query: string) => http.get('/species/search', { params: { q: query } }),
    // @expect GET /api/v2/species
    all: () => http.get('/species'),
  },
  system: {
    // called through the alias const sys = settingsAPI.system
    // @expect GET /api/v2/system/ffmpeg
    ffmpegStatus: () => http.get('/system/ffmpeg'),
  },
  validate: {
    // never called
    // @expect-none (never called: POST /api/v2/settings/validate/{section} is no Tool)
    section: (section: string, data: object) => http.post(`/settings/validate/${section}`, data),
  },
};

/** Exports picked by a computed key: any of them may run. */
export const reportsAPI = {
  // @expect GET /api/v2/reports
  list: () => http.get('/reports'),
  formats: {
    // @expect GET /api/v2/reports/export.csv
    csv: () => http.get('/reports/export.csv'),
    // @expect GET /api/v2/reports/export.pdf
    pdf: () => http.get('/reports/export.pdf'),
  },
};
