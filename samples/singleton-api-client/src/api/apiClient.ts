interface RequestOptions extends RequestInit {
  requiresAuth?: boolean;
}

// A client class made only through its static factory: the lazy singleton of a
// private static field.
export class ApiClient {
  private static instance: ApiClient;
  private basePath: string;

  private constructor() {
    this.basePath = "/api";
  }

  static getInstance(): ApiClient {
    if (!ApiClient.instance) {
      ApiClient.instance = new ApiClient();
    }
    return ApiClient.instance;
  }

  private getHeaders(options: RequestOptions = {}): Headers {
    const headers = new Headers(options.headers);
    headers.set("Content-Type", "application/json");
    if (options.requiresAuth) {
      const token = localStorage.getItem("token");
      if (token) {
        headers.set("notesauth", `Bearer ${token}`);
      }
    }
    return headers;
  }

  async request<T>(endpoint: string, options: RequestOptions = {}): Promise<T> {
    const response = await fetch(`${this.basePath}${endpoint}`, {
      ...options,
      headers: this.getHeaders(options),
    });
    if (!response.ok) {
      throw new Error(`request failed: ${response.status}`);
    }
    return response.json();
  }

  async get<T>(endpoint: string, options: RequestOptions = {}): Promise<T> {
    return this.request<T>(endpoint, { ...options, method: "GET" });
  }

  async post<T>(endpoint: string, data: unknown, options: RequestOptions = {}): Promise<T> {
    return this.request<T>(endpoint, { ...options, method: "POST", body: JSON.stringify(data) });
  }

  async delete<T>(endpoint: string, options: RequestOptions = {}): Promise<T> {
    return this.request<T>(endpoint, { ...options, method: "DELETE" });
  }
}

export const apiClient = ApiClient.getInstance();
