import { http } from '../api/http'

// The segment is written in the constructor body, with no default.
export class ResourceRepository {
  private resource: string

  constructor(resource: string) {
    this.resource = resource
  }

  async all(): Promise<unknown[]> {
    const response = await http.get(`/${this.resource}`)
    return response.data
  }

  async find(id: number): Promise<unknown> {
    const response = await http.get(`/${this.resource}/${id}`)
    return response.data
  }
}
