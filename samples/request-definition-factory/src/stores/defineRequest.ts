import { executeRequest } from "../hooks/useRequest";
import { requestById } from "../hooks/useRequestById";
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

// the same shape over an executor that appends a caller's id to the definition's URL
export const defineIdRequest = <P, T>(definition: RequestConfig = {}) => {
  return () => {
    const { state, execute } = requestById<T>(definition);
    return {
      state,
      execute: async (config?: P & RequestConfig) => {
        await execute(0, config);
        return state;
      }
    };
  };
};
