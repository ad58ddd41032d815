import axios from 'axios';

// Applies a request function to the arguments after it, remembering the result for a while.
export function cachedRequest(apiFunction, expireAfter: number, ...params) {
  const started = Date.now() + expireAfter;
  return apiFunction.bind(null)(...params).then((r) => ({ started, data: r.data }));
}

// Hands the function on to a queue the client does not hold: nothing here applies it.
export function later(apiFunction, ...params) {
  window.jobQueue.push({ run: apiFunction, params });
}

export function getHashrate(interval: string | undefined) {
  // @expect GET /api/v1/mining/hashrate/{interval}
  return axios.get('/api/v1/mining/hashrate' + (interval !== undefined ? `/${interval}` : ''));
}

export function getFees(interval: string | undefined) {
  // @expect GET /api/v1/mining/fees/{interval}
  return axios.get('/api/v1/mining/fees' + (interval !== undefined ? `/${interval}` : ''));
}

export function listStatistics(interval: string | undefined) {
  // @expect GET /api/v1/statistics/{interval}
  return axios.get('/api/v1/statistics' + (interval !== undefined ? `/${interval}` : ''));
}

export function listRewards(interval: string | undefined) {
  // handed to a queue, its calls unseen: both paths, neither said to be never sent
  // @expect GET /api/v1/rewards/{interval}
  return axios.get('/api/v1/rewards' + (interval !== undefined ? `/${interval}` : ''));
}

export function listBlocks(from: number | undefined) {
  // @expect GET /api/v1/blocks/{from}
  return axios.get('/api/v1/blocks' + (from !== undefined ? `/${from}` : ''));
}
