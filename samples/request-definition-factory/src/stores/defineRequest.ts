import { executeRequest } from "../hooks/useRequest";
import type { RequestConfig } from "../services/apiService";

// a request-definition factory: the hook it returns closes over the definition
export const defineRequest = <P, T>(definition: RequestConfig = {}) => {
  return () => {
    const { state, isLoading, execute } = executeRequest<T>(definition);
    return {
      state,
      isLoading,
      execute: async (config?: P & RequestConfig) => {
        await execute(0, config ? config : {});
        return state;
      }
    };
  };
};
