import axios from 'axios';
import './api';

// api.js (imported above) runs first: its axios.defaults.baseURL is copied here
export const late = axios.create();

// written after both instances are created: neither takes it
axios.defaults.baseURL = '/late-base';

// @expect GET /api/v2/reports
export const listLate = () => late.get('/reports');
