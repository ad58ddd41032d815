/** Fluent request builders: the URL is given to the constructor, the method by the subclass. */
export interface ApiResponse<T> {
  asParsedJsonObject(): Promise<T>
}

const defaultConfig: RequestInit = {
  credentials: 'same-origin',
  mode: 'same-origin',
  redirect: 'follow',
}

export abstract class ApiRequestBuilder<T> {
  private readonly targetUrl: string
  private customHeaders = new Headers()
  protected requestBody?: BodyInit

  constructor(endpoint: string, private readonly baseUrl?: string) {
    this.targetUrl = `${baseUrl ?? '/'}api/private/${endpoint}`
  }

  withHeader(name: string, value: string): this {
    this.customHeaders.set(name, value)
    return this
  }

  withBody(body: BodyInit): this {
    this.requestBody = body
    return this
  }

  withJsonBody(object: unknown): this {
    this.withHeader('Content-Type', 'application/json')
    this.requestBody = JSON.stringify(object)
    return this
  }

  protected async sendRequestAndVerifyResponse(method: string): Promise<ApiResponse<T>> {
    const response = await fetch(this.targetUrl, {
      ...defaultConfig,
      method,
      body: this.requestBody,
      headers: this.customHeaders,
    })
    if (!response.ok) {
      throw new Error(`${method} ${this.targetUrl} failed with ${response.status}`)
    }
    return { asParsedJsonObject: () => response.json() as Promise<T> }
  }

  abstract sendRequest(): Promise<ApiResponse<T>>
}

export class GetApiRequestBuilder<T> extends ApiRequestBuilder<T> {
  sendRequest(): Promise<ApiResponse<T>> {
    return this.sendRequestAndVerifyResponse('GET')
  }
}

export class PostApiRequestBuilder<T, B> extends ApiRequestBuilder<T> {
  withJsonBody(object: B): this {
    return super.withJsonBody(object)
  }

  sendRequest(): Promise<ApiResponse<T>> {
    return this.sendRequestAndVerifyResponse('POST')
  }
}

export class PutApiRequestBuilder<T, B> extends ApiRequestBuilder<T> {
  withJsonBody(object: B): this {
    return super.withJsonBody(object)
  }

  sendRequest(): Promise<ApiResponse<T>> {
    return this.sendRequestAndVerifyResponse('PUT')
  }
}

export class DeleteApiRequestBuilder<T = void> extends ApiRequestBuilder<T> {
  sendRequest(): Promise<ApiResponse<T>> {
    return this.sendRequestAndVerifyResponse('DELETE')
  }
}
