import type { AxiosRequestConfig } from "axios";
import axios from "axios";
import type { GetShareForUploadParams, ListSharesParams, ShareResult } from "./types";

const apiInstance = axios.create({ withCredentials: true });

export const listShares = <TData = ShareResult[]>(
  params: ListSharesParams,
  options?: AxiosRequestConfig
): Promise<TData> => {
  // @expect GET /api/shares
  return apiInstance.get(`/api/shares`, {
    ...options,
    params: { ...params, ...options?.params },
  });
};

export const getShareForUpload = <TData = ShareResult>(
  id: string,
  params?: GetShareForUploadParams,
  options?: AxiosRequestConfig
): Promise<TData> => {
  // @expect GET /api/shares/upload/{id}
  return apiInstance.get(`/api/shares/upload/${id}`, {
    ...options,
    params: { ...params, ...options?.params },
  });
};

export const searchShares = (filters: Record<string, string>) =>
  // @expect GET /api/shares/search
  apiInstance.get(`/api/shares/search`, { params: { ...filters } });

export const listShareFiles = <TData = ShareResult[]>(
  shareId: string,
  params?: ListSharesParams,
  options?: AxiosRequestConfig
): Promise<TData> => {
  // @expect GET /api/shares/{shareId}/files
  return apiInstance.get(`/api/shares/${shareId}/files`, {
    ...options,
    params: { ...params, ...options?.params },
  });
};

export const listShareRecipients = <TData = ShareResult[]>(
  shareId: string,
  options?: AxiosRequestConfig
): Promise<TData> => {
  // @expect GET /api/shares/{shareId}/recipients
  return apiInstance.get(`/api/shares/${shareId}/recipients`, {
    ...options,
    params: { ...options?.params },
  });
};
