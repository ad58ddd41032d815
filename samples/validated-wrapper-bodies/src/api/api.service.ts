// An API service that validates every payload against the request class's zod schema and
// sends what the validation answers: the body is each caller's object literal. The request
// classes live in a package outside this folder, so their schemas add nothing here.
import axios, { AxiosRequestConfig } from 'axios';
import { z } from 'zod';

interface DtoClass<T extends z.AnyZodObject> {
  zodSchema: T;
}

export class ApiService {
  public post<T extends z.AnyZodObject>(sendType: DtoClass<T>, url: string, data: z.infer<T>) {
    const sendSchema = sendType.zodSchema;
    const validateResult = sendSchema.safeParse(data);
    if (!validateResult.success) {
      return Promise.reject(validateResult.error);
    }
    return this.request(url, { method: 'POST', data: validateResult.data });
  }

  public async put<T extends z.AnyZodObject>(sendType: DtoClass<T>, url: string, data: z.infer<T>) {
    const checked = await sendType.zodSchema.parseAsync(data);
    return this.request(url, { method: 'PUT', data: checked });
  }

  private request(url: string, options: AxiosRequestConfig) {
    return axios.request({ url, ...options });
  }
}
