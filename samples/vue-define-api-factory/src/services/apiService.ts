import axios from "axios";
import type { AxiosRequestConfig } from "axios";

class ApiService {
  public async subscribe<T>(config: AxiosRequestConfig): Promise<T> {
    const { data } = await axios<T>(config);
    return data;
  }
}

export const apiService = new ApiService();
