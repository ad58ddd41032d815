export interface ListSharesParams {
  page: number;
  search?: string;
}

export interface GetShareForUploadParams {
  password?: string;
}

export interface ShareResult {
  id: string;
  name: string;
}
