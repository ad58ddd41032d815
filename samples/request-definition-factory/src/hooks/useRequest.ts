import { useAsyncState } from "@vueuse/core";
import { apiService, type RequestConfig } from "../services/apiService";

// the definition merged with what each execute(delay, config) passes, then sent
export function executeRequest<T>(config: RequestConfig) {
  return useAsyncState<T | undefined, RequestConfig[]>(
    async (moreConfig: RequestConfig = {}) => {
      config = Object.assign({}, config, moreConfig);
      return await apiService.subscribe<T>(config);
    },
    undefined,
    { immediate: false }
  );
}
