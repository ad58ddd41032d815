// SWR: the hook calls its fetcher with the key.
import useSWR from 'swr';
import axios from 'axios';

const fetcher = (url: string) => axios.get(url).then((response) => response.data);

export function useUser(id: string) {
  // @expect GET /api/users/{id}
  return useSWR(`/api/users/${id}`, fetcher);
}
