import { QueryClient } from "@tanstack/react-query";
import axios from "axios";

// one query function for every query: the key's first item is the path, the second the query
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      queryFn: async ({ queryKey }) => {
        const [path, params] = queryKey;
        const { data } = await axios.get(`/api/${path}`, { params });
        return data;
      },
    },
  },
});
