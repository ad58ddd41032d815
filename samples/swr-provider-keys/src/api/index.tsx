import { ReactNode } from "react";
import { SWRConfig } from "swr";
import axios from "axios";
import { baseUrl } from "./baseUrl";

axios.defaults.baseURL = `${baseUrl}api/`;

// one fetcher for every hook: a string key is the path, a [path, params] key adds the query
export function ApiProvider({ children }: { children?: ReactNode }) {
  return (
    <SWRConfig
      value={{
        fetcher: (key) => {
          const [path, params] = Array.isArray(key) ? key : [key, undefined];
          return axios.get(path, { params }).then((res) => res.data);
        },
      }}
    >
      {children}
    </SWRConfig>
  );
}

export function useApiHost() {
  return baseUrl;
}
