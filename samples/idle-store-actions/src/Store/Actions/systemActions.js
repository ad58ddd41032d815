import axios from 'axios';
import { createThunk, handleThunks } from '../thunks';
import createFetchHandler from './Creators/createFetchHandler';

export const section = 'system';

export const FETCH_STATUS = 'system/status/fetchStatus';
export const FETCH_DISK_SPACE = 'system/diskSpace/fetchDiskSpace';
export const FETCH_UPDATES = 'system/updates/fetchUpdates';
export const RESTART = 'system/restart';
export const PURGE_LOGS = 'system/logs/purge';

export const fetchStatus = createThunk(FETCH_STATUS);
// left behind: no component dispatches it
export const fetchDiskSpace = createThunk(FETCH_DISK_SPACE);
export const restart = createThunk(RESTART);
// read as a member of the namespace import on the log page
export const purgeLogs = createThunk(PURGE_LOGS);

export const actionHandlers = handleThunks({
  // @expect GET /api/v1/system/status
  [FETCH_STATUS]: createFetchHandler('system.status', '/system/status'),
  // @expect GET /api/v1/diskspace
  [FETCH_DISK_SPACE]: createFetchHandler('system.diskSpace', '/diskspace'),
  // @expect GET /api/v1/system/updates
  [FETCH_UPDATES]: createFetchHandler('system.updates', '/system/updates'),

  [RESTART]: function(getState, payload, dispatch) {
    // @expect POST /api/v1/system/restart
    return axios.post('/api/v1/system/restart');
  },

  [PURGE_LOGS]: function() {
    // @expect DELETE /api/v1/log
    return axios.delete('/api/v1/log');
  }
});
