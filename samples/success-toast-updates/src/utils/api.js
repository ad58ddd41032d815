import axios from 'axios';

export const postApi = (url, body) => axios.post(url, body);

export const uriTopicConfigs = (cluster, topic) => `/api/${cluster}/topic/${topic}/configs`;
export const uriNodeConfigs = (cluster, node) => `/api/${cluster}/node/${node}/configs`;
export const uriTopicPartitions = (cluster, topic) => `/api/${cluster}/topic/${topic}/partitions`;
export const uriTopics = cluster => `/api/${cluster}/topics`;
export const uriSchemas = cluster => `/api/${cluster}/schemas`;

export const getApi = url => axios.get(url);
