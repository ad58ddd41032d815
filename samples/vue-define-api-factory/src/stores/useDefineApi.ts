import type { AxiosRequestConfig } from "axios";
import { apiService } from "../services/apiService";

export const useDefineApi = <P, T>(baseConfig: AxiosRequestConfig = {}) => {
  return () => ({
    execute: async (config?: P & AxiosRequestConfig) =>
      apiService.subscribe<T>({ ...baseConfig, ...config })
  });
};
