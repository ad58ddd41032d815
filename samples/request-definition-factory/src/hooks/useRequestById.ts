import { useAsyncState } from "@vueuse/core";
import { apiService, type RequestConfig } from "../services/apiService";

// a caller's id, when it gives one, is a path segment after the definition's URL
export function requestById<T>(config: RequestConfig) {
  return useAsyncState<T | undefined, RequestConfig[]>(
    async (config2: RequestConfig = {}) => {
      if (config2 && config2.id) {
        config2.url = config.url + "/" + config2.id;
      }
      config2 = Object.assign({}, config, config2);
      return await apiService.subscribe<T>(config2);
    },
    undefined,
    { immediate: false }
  );
}
