import axios from "axios";
import type { AxiosRequestConfig } from "axios";
import _ from "lodash";

export interface RequestConfig extends AxiosRequestConfig {
  errorAlert?: boolean;
  id?: number | string;
}

class ApiService {
  // the config is the whole request: axios(config) sends its url, method, params and data
  public async subscribe<T>(config: RequestConfig): Promise<T> {
    config = _.cloneDeep(config);
    const { data } = await axios<T>(config);
    return data;
  }
}

export const apiService = new ApiService();
